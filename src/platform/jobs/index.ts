export { jobsConfig } from './config'
export { JOBS_LOCK, runDueJobs, startJobRunner, type JobRunner, type TickOutcome } from './runner'
export { stopJobRunners } from './running'
