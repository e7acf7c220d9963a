import { writeFile } from 'node:fs/promises'

import QRCode from 'qrcode'

const WIDTH = 320
const HEIGHT = 240
const MODULE_PX = 6
const QUIET_MODULES = 4

/**
 * A Y4M video (raw YUV 4:2:0, Chromium's `--use-file-for-fake-video-capture`)
 * of a QR code on white: what a phone's camera sees when a ticket is held up
 * to it, for testing the door's scanner with a real camera stream.
 */
export async function writeQrVideo(path: string, text: string, frames = 10): Promise<void> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const side = (size + 2 * QUIET_MODULES) * MODULE_PX
  if (side > HEIGHT) throw new Error(`The QR code of "${text}" is too large for a ${WIDTH}×${HEIGHT} picture`)
  const left = Math.floor((WIDTH - side) / 2)
  const top = Math.floor((HEIGHT - side) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255)
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!qr.modules.get(row, column)) continue
      const y0 = top + (row + QUIET_MODULES) * MODULE_PX
      const x0 = left + (column + QUIET_MODULES) * MODULE_PX
      for (let y = y0; y < y0 + MODULE_PX; y++) luma.fill(0, y * WIDTH + x0, y * WIDTH + x0 + MODULE_PX)
    }
  }
  // Grey has no colour: both chroma planes at their middle.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]))
}
