import { Readable, Transform } from 'node:stream'

import { parse } from 'csv-parse'

import { decoderFor, type Delimiter, type Encoding } from './sniff'

/** The bytes decoded as the file's encoding, chunk by chunk (a character cut between chunks is kept whole). */
function decoding(encoding: Encoding): Transform {
  const decoder = decoderFor(encoding)
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }))
    },
    flush(done) {
      done(null, decoder.decode())
    },
  })
}

/**
 * The file's lines, streamed: never more than a few chunks in memory whatever
 * the file's size (decision 094). The first line is the header (row 1); each
 * line comes with its spreadsheet row number. Lines may have more or fewer
 * cells than the header.
 */
export async function* fileLines(
  bytes: Readable,
  encoding: Encoding,
  delimiter: Delimiter,
): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  })
  const decoded = bytes.pipe(decoding(encoding))
  decoded.on('error', (error) => parser.destroy(error))
  decoded.pipe(parser)
  let row = 0
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1
      yield { row, cells }
    }
  } finally {
    bytes.destroy()
    parser.destroy()
  }
}

/** The header's cells, from the head of the file. */
export async function headerOf(head: Buffer, encoding: Encoding, delimiter: Delimiter): Promise<string[]> {
  for await (const line of fileLines(Readable.from([head]), encoding, delimiter))
    return line.cells.map((cell) => cell.trim())
  return []
}
