export { StorageError, STORAGE_ERROR_CODES, type StorageErrorCode } from './errors'
export type { FullMetadata, SettableMetadata, UploadMetadata } from './metadata'
export {
  deleteObject,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type ListOptions,
  type ListResult,
  type UploadResult,
} from './operations'
export { getStorage, ref, Reference, Storage, type StorageOptions } from './reference'
export type { StringFormat } from './string-data'
export { UploadTask, type TaskObserver, type TaskState, type UploadData, type UploadTaskSnapshot } from './upload-task'
