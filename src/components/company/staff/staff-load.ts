/**
 * What a staff page shows of its route's read (ADR 0014): the route's pending page (loading), its
 * error page (error, retried through the router) or what its loader read (done).
 */
export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: T }
