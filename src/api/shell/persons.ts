import { http, type CallContext } from '../client'
import { rowsOf, OkSchema } from '../common.schemas'
import {
  AddressSchema,
  CurrentUserSchema,
  PersonSchema,
  type Address,
  type CurrentUser,
  type Person,
} from './user.schemas'
import {
  CourseResultSchema,
  PersonQualificationTimeSchema,
  RegionaryEmailSchema,
  UserRowSchema,
  VerifyAnswerSchema,
  type CourseResult,
  type PersonUpdate,
  type UserRow,
} from './person.schemas'

/** Admin search of users. */
export async function listUsers(search: string): Promise<UserRow[]> {
  return (await http().patch('users', { json: { search } }).json(rowsOf(UserRowSchema))).rows
}

export async function getUser(id: number): Promise<UserRow> {
  return http().get(`users/${id}`).json(UserRowSchema)
}

/** An administrator selects a user to act as (imitation); the answer is the new current user. */
export async function selectUser(id: number): Promise<CurrentUser> {
  return http().patch('users/select', { json: { id } }).json(CurrentUserSchema)
}

export async function listRegionaryEmails() {
  return (await http().get('users/regionary-emails').json(rowsOf(RegionaryEmailSchema))).rows
}

/** Sends a code (no code given) or verifies it (the wizards show a wrong code inline, and call it silent). */
export async function verifyPhone(mobilephone: string, code?: string, options: CallContext = {}) {
  return http()
    .patch('persons/verify-phone', { json: { mobilephone, code }, context: { silent: options.silent } })
    .json(VerifyAnswerSchema)
}

export async function verifyEmail(email: string, code?: string, options: CallContext = {}) {
  return http()
    .patch('persons/verify-email', { json: { email, code }, context: { silent: options.silent } })
    .json(VerifyAnswerSchema)
}

export async function updatePerson(changes: PersonUpdate): Promise<Person> {
  return http().patch('persons/update', { json: changes }).json(PersonSchema)
}

/** The person call: reloads the stored user on start (§4). */
export async function getPerson(id: number, options: { silent?: boolean } = {}): Promise<Person> {
  return http()
    .get(`persons/get/${id}`, { context: { silent: options.silent } })
    .json(PersonSchema)
}

/** The address the population register holds for the person. */
export async function fetchAddress(): Promise<Address> {
  return http().get('persons/fetch-address').json(AddressSchema)
}

export async function fetchGugCourses(professionId: number): Promise<CourseResult[]> {
  return (await http().patch('persons/fetch-gug-courses/', { json: { professionId } }).json(rowsOf(CourseResultSchema)))
    .rows
}

export async function getQualificationTime(personId: number) {
  return (await http().get(`persons/${personId}/qualification-time`).json(rowsOf(PersonQualificationTimeSchema))).rows
}

export async function requestTradeCertificate(personId: number, professionId: number) {
  return http().post(`persons/${personId}/request-trade-certificate`, { json: { professionId } }).json(OkSchema)
}

export type { Person }
