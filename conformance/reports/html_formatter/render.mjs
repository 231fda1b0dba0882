// The official Cucumber HTML report of a run: node render.mjs MESSAGES.ndjson REPORT.html
// (conformance/reports/html_report.py). One self-contained HTML file: the report's script, styles
// and the run's messages are written into it, so it opens offline.
import fs from 'node:fs'
import readline from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { CucumberHtmlStream } from '@cucumber/html-formatter'

const [source, target] = process.argv.slice(2)
if (!source || !target) {
  console.error('usage: node render.mjs MESSAGES.ndjson REPORT.html')
  process.exit(2)
}

async function* envelopes() {
  const lines = readline.createInterface({ input: fs.createReadStream(source, { encoding: 'utf-8' }), crlfDelay: Infinity })
  for await (const line of lines) {
    if (line.trim()) yield JSON.parse(line)
  }
}

await pipeline(Readable.from(envelopes()), new CucumberHtmlStream(), fs.createWriteStream(target))
