'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

/** The same code read again within this long is the same ticket still in front of the camera. */
const SAME_CODE_MS = 4000
const SCAN_EVERY_MS = 200

type Reader = (video: HTMLVideoElement) => Promise<string | null>

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
type DetectorClass = new (options: { formats: string[] }) => Detector

/**
 * The browser's own QR reader where it has one (BarcodeDetector: Chrome on
 * Android), else jsQR on the video's frames, loaded only when the camera is
 * started.
 */
async function qrReader(): Promise<Reader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return null
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}

/** Whether a camera can be asked for does not change while the page is open. */
const noChange = () => () => {}

/**
 * "Scan with the camera": the back camera's picture on the page, each QR
 * code read handed to `onCode` once (not again while the same ticket stays
 * in view). Offered only where the browser can open a camera.
 */
export function CodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const available = useSyncExternalStore(
    noChange,
    () => Boolean(navigator.mediaDevices?.getUserMedia),
    () => false,
  )
  const [running, setRunning] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const video = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | null>(null)
  const last = useRef<{ code: string; at: number } | null>(null)
  const latest = useRef(onCode)
  useEffect(() => {
    latest.current = onCode
  })

  useEffect(() => {
    if (!running) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    ;(async () => {
      try {
        stream.current = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        })
        if (stopped || !video.current) return
        video.current.srcObject = stream.current
        await video.current.play()
        const read = await qrReader()
        const scan = async () => {
          if (stopped || !video.current) return
          const code = await read(video.current).catch(() => null)
          const now = Date.now()
          if (code && (last.current?.code !== code || now - last.current.at > SAME_CODE_MS)) {
            last.current = { code, at: now }
            latest.current(code)
          } else if (code && last.current) {
            last.current.at = now
          }
          timer = setTimeout(scan, SCAN_EVERY_MS)
        }
        await scan()
      } catch {
        if (!stopped) {
          setProblem(
            'The camera could not be opened (it may be refused in the browser’s settings): type the code instead.',
          )
          setRunning(false)
        }
      }
    })()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
      for (const track of stream.current?.getTracks() ?? []) track.stop()
      stream.current = null
    }
  }, [running])

  if (!available) return null
  return (
    <div className="check-in__scanner">
      {problem ? (
        <p role="alert" className="cpanel-tool__message cpanel-tool__message--error">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-large"
        aria-pressed={running}
        onClick={() => {
          setProblem(null)
          setRunning((on) => !on)
        }}
      >
        {running ? 'Stop the camera' : 'Scan with the camera'}
      </button>
      {running ? (
        <video ref={video} className="check-in__video" muted playsInline aria-label="The camera’s picture" />
      ) : null}
    </div>
  )
}
