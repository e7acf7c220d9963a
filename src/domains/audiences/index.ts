export { Audiences } from './collections/Audiences'
export {
  audienceCount,
  audienceRecipientsSql,
  savedAudiences,
  AudienceProblem,
  type AudienceRecipient,
} from './services/recipients'
export { checkDefinition, type AudienceDefinition, type AudienceRule } from './services/definition'
