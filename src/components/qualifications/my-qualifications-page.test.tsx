/**
 * /my-qualifications and /basic-education (issue 21) against the in-process simulated backend: Johan
 * Berg (instructor) holds a valid and a revoked trade certificate, an expired excavator qualification
 * and a distance qualification, and has not confirmed the instructions in force; Elin Andersson
 * (apprentice) holds two educations with basic-education certificates; Karin Nilsson (BG) holds nothing;
 * Agneta Sjöberg (global administrator) imitating Johan is told only he can confirm the instructions.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mock-server/db'
import { NO_FAULTS, setFaults } from '../../../mock-server/faults'
import { PERSONAS, personaToken, QUALIFICATION_IDS } from '../../../mock-server/seed'
import { configureApi } from '../../api/client'
import { getPerson } from '../../api/shell/persons'
import { renderApp } from '../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../test/scenario-backend'

withScenarioBackend()
afterEach(() => setFaults(NO_FAULTS))

describe('/my-qualifications', { timeout: 30_000 }, () => {
  it('shows each certificate with its state in words, and the instructor confirms the instructions', async () => {
    const app = await renderApp({ user: await scenarioUser('instructor'), path: '/my-qualifications' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mina kvalifikationer' })).toBeInTheDocument()
    const valid = within(screen.getByTestId(`held-tradeCertificate-${QUALIFICATION_IDS.validTradeCertificate}`))
    expect(valid.getByRole('heading', { name: 'Yrkesbevis – Ställningsbyggare' })).toBeInTheDocument()
    expect(valid.getByTestId('certificate-state')).toHaveTextContent('Giltigt')
    expect(valid.getByText(QUALIFICATION_IDS.validCardNumber)).toBeInTheDocument()
    expect(valid.getByText('Tills vidare')).toBeInTheDocument()
    const revoked = within(screen.getByTestId(`held-tradeCertificate-${QUALIFICATION_IDS.revokedTradeCertificate}`))
    expect(revoked.getByTestId('certificate-state')).toHaveTextContent('Återkallat')
    expect(revoked.getByText('2026-09-01')).toBeInTheDocument()
    const machine = within(
      screen.getByTestId(`held-machineQualification-${QUALIFICATION_IDS.expiredMachineQualification}`),
    )
    expect(machine.getByRole('heading', { name: 'Grävmaskin' })).toBeInTheDocument()
    expect(machine.getByTestId('certificate-state')).toHaveTextContent('Utgånget')
    expect(screen.getByTestId(`held-distanceQualification-${QUALIFICATION_IDS.distanceQualification}`)).toBeVisible()

    const instructions = within(screen.getByTestId('qualifications-instructions'))
    expect(instructions.getByText('Instruktionerna har uppdaterats sedan du senast bekräftade dem.')).toBeVisible()
    await userEvent.click(instructions.getByRole('button', { name: 'Bekräfta att jag har läst instruktionerna' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Bekräfta att jag har läst instruktionerna' }))
    expect(await instructions.findByRole('status')).toHaveTextContent(/^Tack! Du bekräftade instruktionerna/)
    expect(instructions.queryByRole('button', { name: 'Bekräfta att jag har läst instruktionerna' })).toBeNull()
    // The session's user took the new read date: the start page's warning is gone too.
    await waitFor(() => expect(app.session.getSnapshot().context.user?.readInstructionsOn).not.toBe(null))
    expect(app.session.getSnapshot().context.user?.readInstructionsOn).not.toBe('2026-03-10T08:12:00.000Z')
  })

  it('keeps the page and says why when the confirmation fails, and reads again when newer instructions came into force', async () => {
    await renderApp({ user: await scenarioUser('instructor'), path: '/my-qualifications' })
    const instructions = within(await screen.findByTestId('qualifications-instructions'))
    const confirm = async () => {
      await userEvent.click(instructions.getByRole('button', { name: 'Bekräfta att jag har läst instruktionerna' }))
      const dialog = within(await screen.findByRole('alertdialog'))
      await userEvent.click(dialog.getByRole('button', { name: 'Bekräfta att jag har läst instruktionerna' }))
    }
    setFaults({ ...NO_FAULTS, mode: '500', only: 'trade-certificates/read' })
    await confirm()
    expect(await instructions.findByRole('alert')).toHaveTextContent(
      'Tyvärr gick det inte att spara din bekräftelse. Försök igen.',
    )
    setFaults(NO_FAULTS)
    // Newer instructions come into force while the page shows the old date.
    await db().settings.update((q) => q.where(() => true), {
      data(draft) {
        draft.committedAt = '2026-11-20T08:00:00.000Z'
      },
    })
    await confirm()
    expect(await instructions.findByText(/^Instruktionerna har ändrats sedan du öppnade sidan/)).toHaveAttribute(
      'role',
      'alert',
    )
    expect(await instructions.findByText('2026-11-20')).toBeInTheDocument()
  })

  it('offers a QR code for a valid certificate only, and shows it on the holder’s click', async () => {
    await renderApp({ user: await scenarioUser('instructor'), path: '/my-qualifications' })
    const valid = within(await screen.findByTestId(`held-tradeCertificate-${QUALIFICATION_IDS.validTradeCertificate}`))
    const revoked = within(screen.getByTestId(`held-tradeCertificate-${QUALIFICATION_IDS.revokedTradeCertificate}`))
    const expired = within(
      screen.getByTestId(`held-machineQualification-${QUALIFICATION_IDS.expiredMachineQualification}`),
    )
    expect(revoked.queryByRole('button', { name: /QR-kod/ })).toBeNull()
    expect(expired.queryByRole('button', { name: /QR-kod/ })).toBeNull()
    await userEvent.click(valid.getByRole('button', { name: 'Visa QR-kod för Yrkesbevis – Ställningsbyggare' }))
    expect(await valid.findByRole('img', { name: 'QR-kod för Yrkesbevis – Ställningsbyggare' })).toBeInTheDocument()
  })

  it('tells an administrator imitating the person that only the person can confirm the instructions', async () => {
    // Agneta (global administrator) imitates Johan, who has not confirmed the instructions in force.
    await db().sessions.update((q) => q.where({ token: personaToken('imitatingAdmin') }), {
      data(draft) {
        draft.imitatedPersonId = PERSONAS.instructor.id
      },
    })
    const token = personaToken('imitatingAdmin')
    configureApi({ getToken: () => token })
    const user = { ...(await getPerson(PERSONAS.instructor.id, { silent: true })), token }
    expect(user.imitatingUser?.id).toBe(PERSONAS.imitatingAdmin.id)
    await renderApp({ user, path: '/my-qualifications' })
    const instructions = within(await screen.findByTestId('qualifications-instructions'))
    expect(instructions.getByText('Instruktionerna har uppdaterats sedan du senast bekräftade dem.')).toBeVisible()
    expect(instructions.getByText('Bara personen själv kan bekräfta instruktionerna.')).toBeVisible()
    // The server would refuse her (403): no button offers what she may not do.
    expect(instructions.queryByRole('button', { name: 'Bekräfta att jag har läst instruktionerna' })).toBeNull()
  })

  it('an apprentice sees her educations and follows the link to her basic education with the courses', async () => {
    const app = await renderApp({ user: await scenarioUser('apprentice'), path: '/my-qualifications' })
    const education = within(await screen.findByTestId(`held-education-${QUALIFICATION_IDS.basicEducation}`))
    expect(education.getByRole('heading', { name: 'Träarbetare' })).toBeInTheDocument()
    expect(education.getByText('Byggprogrammet, Norrby gymnasium')).toBeInTheDocument()
    expect(screen.queryByTestId('qualifications-instructions')).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Visa grundutbildning och kurser' }))
    await waitFor(() => expect(app.path()).toBe('/basic-education'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundutbildning' })).toBeInTheDocument()
    const courses = within(screen.getByTestId(`courses-${QUALIFICATION_IDS.basicEducation}`))
    expect(courses.getAllByRole('listitem').length).toBeGreaterThan(0)
  })

  it('says so when the person holds nothing, and asks no confirmation', async () => {
    await renderApp({ user: await scenarioUser('bg'), path: '/my-qualifications' })
    expect(await screen.findByText('Inga kvalifikationer registrerade')).toBeInTheDocument()
    expect(screen.queryByTestId('qualifications-instructions')).toBeNull()
  })

  it('shows a failed read with "Try again", which reads again', async () => {
    const user = await scenarioUser('instructor')
    // The page's read, not the session's own reload of the user (which would log out on a failure, §8).
    setFaults({ ...NO_FAULTS, mode: '500', only: 'instructions/get-current' })
    await renderApp({ user, path: '/my-qualifications' })
    const failed = await screen.findByTestId('qualifications-error')
    expect(failed).toHaveTextContent('Dina kvalifikationer kunde inte hämtas.')
    setFaults(NO_FAULTS)
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    expect(
      await screen.findByTestId(`held-tradeCertificate-${QUALIFICATION_IDS.validTradeCertificate}`),
    ).toBeInTheDocument()
  })

  it('/basic-education without a basic-education certificate says so', async () => {
    await renderApp({ user: await scenarioUser('bg'), path: '/basic-education' })
    expect(await screen.findByText('Inget grundutbildningsbevis')).toBeInTheDocument()
  })
})
