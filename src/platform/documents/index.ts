/**
 * The document service (decision 096): documents and sub-collections in PostgreSQL, spoken as Firestore's
 * REST protocol so the official `firebase/firestore/lite` client works unmodified. A platform module: the
 * collections and their rules are fed from outside (`documentService({ collections, … })`).
 */
export { DOCUMENT_STATUSES, DocumentError, type DocumentErrorBody, type DocumentErrorCode } from './errors'
export type { Fields, Value } from './values'
export { compareValues } from './values'
export {
  compareForQuery,
  queryMatches,
  type FieldOperator,
  type QueryFilter,
  type StoredDocument,
  type StructuredQuery,
} from './query'
export {
  documentService,
  mayRead,
  readerOf,
  VISITOR,
  type Allowed,
  type CollectionRules,
  type DocumentService,
  type DocumentServiceOptions,
  type QueryScope,
  type Reader,
  type WriteScope,
} from './service'
export { collectionPage, DOCUMENT_CHANGES_CHANNEL, fieldText, fieldTime } from './store'
export {
  commitWrites,
  readDocument,
  readDocuments,
  runStructuredQuery,
  type CommitResult,
  type FieldTransform,
  type Precondition,
  type Write,
} from './operations'
export { handleDocumentsRequest, MAX_BODY_BYTES, type DocumentsHttpOptions } from './http'
