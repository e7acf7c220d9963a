'use client'

import { useMemo, useState } from 'react'

import { uploadToFolder } from '@/ui/storage-upload'
import { UploadQueue } from '@/ui/UploadQueue'
import { formatBytes } from '@/ui/upload-queue-state'

/** The test page's use of the upload queue: images or PDFs up to 5 MB into storage, and a list of what was stored. */
export function UploadDemo({ folder }: { folder: string }) {
  const [stored, setStored] = useState<{ fullPath: string; size: number }[]>([])
  const upload = useMemo(() => uploadToFolder(folder), [folder])
  return (
    <>
      <UploadQueue
        label="Upload images or PDFs"
        chooseLabel="Choose files"
        listLabel="Files"
        accept={['image/*', 'application/pdf']}
        maxBytes={5 * 1024 * 1024}
        upload={upload}
        pausable
        onUploaded={(object) => {
          if (object) setStored((current) => [...current, { fullPath: object.fullPath, size: object.size }])
        }}
      />
      {stored.length > 0 ? (
        <section aria-labelledby="stored-title" className="mt-8">
          <h2 id="stored-title" className="text-2xl font-semibold">
            Stored
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {stored.map((object) => (
              <li key={object.fullPath}>
                {object.fullPath} ({formatBytes(object.size)})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
