import { describe, expect, it } from 'vitest'
import { APPRENTICE_STEPS } from '../../machines/application/apprentice-application.steps'
import { APPRENTICE_STEP_SLUGS, validateApplicationSearch } from './-application-search'

describe('application search', () => {
  it('knows exactly the machine’s steps', () => {
    expect([...APPRENTICE_STEP_SLUGS]).toEqual([...APPRENTICE_STEPS])
  })

  it('keeps a known step and setStep and drops unknown or malformed ones', () => {
    expect(validateApplicationSearch({ step: 'documents', setStep: '3' })).toEqual({ step: 'documents', setStep: 3 })
    expect(validateApplicationSearch({ step: 'nowhere', setStep: -1 })).toEqual({})
  })
})
