export { jobsConfig } from './config'
export { runDueJobs, startJobRunner, type JobRunner, type TickOutcome } from './runner'
export { stopJobRunners } from './running'
