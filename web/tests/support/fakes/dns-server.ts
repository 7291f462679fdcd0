// A DNS server on a UDP port of 127.0.0.1 that knows a few names, as a container network's DNS knows its services,
// and can fall silent for a while, as podman's aardvark-dns does each time a container joins or leaves the
// network. It answers only what nginx's resolver asks: one question, class IN; an A record for a known name.
import { createSocket } from 'node:dgram'
import { isIPv4 } from 'node:net'

const TYPE_A = 1
const CLASS_IN = 1
const HEADER_BYTES = 12

export type DnsQuery = { at: number; name: string; answered: boolean }

export type DnsServer = {
  /** The address to give a resolver: `127.0.0.1:port`. */
  address: string
  /** Every query received, in order. */
  queries: DnsQuery[]
  /**
   * Answers nothing for `ms` from the next query on, that query included. Resolves once the silence is over, with
   * when it began and ended (Date.now()).
   */
  fallSilentAtNextQuery: (ms: number) => Promise<{ from: number; to: number }>
  close: () => Promise<void>
}

type Question = { name: string; type: number; end: number }

/** The first question of a query: its name (lower case), its type, and where it ends in the message. */
function questionOf(message: Buffer): Question | undefined {
  const labels: string[] = []
  let offset = HEADER_BYTES
  while (offset < message.length) {
    const length = message[offset]!
    // A resolver's question is written out in full: a compression pointer (length's top bits set) is not expected.
    if (length > 63) return undefined
    if (length === 0) {
      if (offset + 5 > message.length) return undefined
      return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 }
    }
    labels.push(message.toString('latin1', offset + 1, offset + 1 + length))
    offset += 1 + length
  }
  return undefined
}

/** The answer to `query`: the address of its name, or "no such name". */
function answerTo(query: Buffer, question: Question, address: string | undefined): Buffer {
  const header = Buffer.alloc(HEADER_BYTES)
  query.copy(header, 0, 0, 2)
  const recursionDesired = query.readUInt16BE(2) & 0x0100
  // A response (QR), authoritative (AA), recursion available (RA), and NOERROR or NXDOMAIN (3).
  header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | 0x0080 | (address ? 0 : 3), 2)
  header.writeUInt16BE(1, 4)
  const answers = address && question.type === TYPE_A ? 1 : 0
  header.writeUInt16BE(answers, 6)
  const asked = query.subarray(HEADER_BYTES, question.end)
  if (!answers) return Buffer.concat([header, asked])
  const record = Buffer.alloc(16)
  // The name: a pointer to the question's, which starts right after the header.
  record.writeUInt16BE(0xc000 | HEADER_BYTES, 0)
  record.writeUInt16BE(TYPE_A, 2)
  record.writeUInt16BE(CLASS_IN, 4)
  record.writeUInt32BE(60, 6)
  record.writeUInt16BE(4, 10)
  address!.split('.').forEach((byte, index) => record.writeUInt8(Number(byte), 12 + index))
  return Buffer.concat([header, asked, record])
}

/** A DNS server answering each of `names` (e.g. `{ site: '127.0.0.1' }`) with its IPv4 address. */
export async function startDnsServer(names: Record<string, string>): Promise<DnsServer> {
  for (const address of Object.values(names))
    if (!isIPv4(address)) throw new Error(`not an IPv4 address: ${address}`)
  const socket = createSocket('udp4')
  const queries: DnsQuery[] = []
  let silentUntil = 0
  let nextSilence: { ms: number; begun: (window: { from: number; to: number }) => void } | undefined

  socket.on('message', (message, sender) => {
    const question = message.length > HEADER_BYTES ? questionOf(message) : undefined
    if (!question) return
    const at = Date.now()
    if (nextSilence) {
      const { ms, begun } = nextSilence
      nextSilence = undefined
      silentUntil = at + ms
      begun({ from: at, to: silentUntil })
    }
    const answered = at >= silentUntil
    queries.push({ at, name: question.name, answered })
    if (answered) socket.send(answerTo(message, question, names[question.name]), sender.port, sender.address)
  })

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.bind(0, '127.0.0.1', () => resolve())
  })
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    fallSilentAtNextQuery: (ms) =>
      new Promise<{ from: number; to: number }>((begun) => {
        nextSilence = { ms, begun }
      }).then((window) => new Promise((over) => setTimeout(() => over(window), window.to - Date.now()))),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
