import type { JobsConfig } from 'payload'

const nobody = () => false

/**
 * Payload's jobs queue for the tasks the application assembles from its
 * domains. Jobs run only in `startJobRunner`'s turns: Payload's HTTP
 * endpoints for running and queueing jobs (`/api/payload-jobs/run`, open by
 * default to anyone signed in) are refused, as is cancelling over HTTP.
 */
export function jobsConfig(tasks: NonNullable<JobsConfig['tasks']>): JobsConfig {
  return {
    tasks,
    access: { run: nobody, queue: nobody, cancel: nobody },
  }
}
