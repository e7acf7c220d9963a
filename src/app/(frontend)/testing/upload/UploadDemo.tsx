'use client'

import { useState } from 'react'

import { FileUpload } from '@/ui/FileUpload'
import { formatBytes } from '@/ui/upload-queue-state'

/** The test page's use of the upload component: images or PDFs up to 5 MB, and a list of what was stored. */
export function UploadDemo({ folder }: { folder: string }) {
  const [stored, setStored] = useState<{ fullPath: string; size: number }[]>([])
  return (
    <>
      <FileUpload
        folder={folder}
        accept={['image/*', 'application/pdf']}
        maxBytes={5 * 1024 * 1024}
        label="Upload images or PDFs"
        onUploaded={(objects) =>
          setStored((current) => [...current, ...objects.map(({ fullPath, size }) => ({ fullPath, size }))])
        }
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
