import { ref, uploadBytesResumable, type FullMetadata, type StorageError } from '@/platform/storage/client'

import type { UploadOne } from './UploadQueue'
import { errorSentence, objectPathFor } from './upload-queue-state'

/**
 * The upload queue's way into file storage: each file goes into this folder
 * (bucket first: `public/artists/12/uploads/`) with the resumable storage
 * client, which can pause; the stored object's metadata comes back.
 */
export function uploadToFolder(folder: string): UploadOne<FullMetadata | null> {
  return (file, _values, transfer) =>
    new Promise((resolve, reject) => {
      const task = uploadBytesResumable(ref(objectPathFor(folder, file.name)), file, {
        contentType: file.type || undefined,
      })
      // The storage client cancels only a running task: a paused one is resumed and canceled at once.
      transfer.signal.addEventListener('abort', () => !task.cancel() && task.resume() && task.cancel(), { once: true })
      transfer.pauseWith({ pause: () => task.pause(), resume: () => task.resume() })
      task.on(
        'state_changed',
        (snapshot) => {
          transfer.progress(snapshot.bytesTransferred)
          transfer.paused(snapshot.state === 'paused')
        },
        (error: StorageError) => reject(new Error(errorSentence(error.code))),
        () => resolve(task.snapshot.metadata),
      )
    })
}
