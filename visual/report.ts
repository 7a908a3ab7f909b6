// Writes the visual comparison as one HTML page a reviewer opens in a browser:
// visual/report/index.html. Every story's screenshots are listed, differences first, each with the
// expected (baseline), actual and diff images side by side and the command that accepts the new
// picture. The images are copied next to the page so the report survives the next run.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

export const REPORT_DIR = join(import.meta.dirname, 'report');
const BASELINES = join(import.meta.dirname, '__baselines__');

type Shot = {
  /** The baseline's file name, e.g. commerce-productcard--default--phone.png. */
  file: string;
  story: string;
  status: 'changed' | 'new' | 'same' | 'error';
  /** Paths relative to the report page. */
  expected?: string;
  actual?: string;
  diff?: string;
  message?: string;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The attachments toHaveScreenshot leaves on a failed comparison are named after the baseline:
// `<name>-expected.png`, `<name>-actual.png`, `<name>-diff.png`.
type Kind = 'expected' | 'actual' | 'diff';

export default class VisualReport implements Reporter {
  private shots = new Map<string, Shot>();
  /** The entries each test's last try wrote: a retry replaces all of them, whatever it shot. */
  private byTest = new Map<string, string[]>();
  private started = Date.now();

  private suite?: Suite;

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
    rmSync(REPORT_DIR, { recursive: true, force: true });
    mkdirSync(join(REPORT_DIR, 'images'), { recursive: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const story = test.title;
    // A retry stands for the test: what an earlier try listed (a timeout before any screenshot
    // was named, say) goes, so the report shows each test once, as it finally ended.
    for (const key of this.byTest.get(test.id) ?? []) this.shots.delete(key);
    const keys: string[] = [];
    this.byTest.set(test.id, keys);
    const failedPaths = new Map<string, Partial<Record<Kind, string>>>();
    for (const attachment of result.attachments) {
      if (!attachment.path) continue;
      const match = /^(.*)-(expected|actual|diff)\.png$/.exec(attachment.name);
      if (!match) continue;
      const [, name, kind] = match as unknown as [string, string, Kind];
      const file = `${name}.png`;
      const copied = `images/${basename(attachment.path).replace(/\.png$/, '')}-${result.retry}.png`;
      copyFileSync(attachment.path, join(REPORT_DIR, copied));
      failedPaths.set(file, { ...failedPaths.get(file), [kind]: copied });
    }
    // Terminal colour codes stripped: the page shows the message as a person reads it.
    const message = stripVTControlCharacters(
      result.errors.map((error) => error.message ?? error.value ?? '').join('\n'),
    );
    const files = (result.annotations.find((a) => a.type === 'screenshots')?.description ?? '')
      .split(' ')
      .filter(Boolean);
    if (files.length === 0) {
      // A test that failed before naming its screenshots (a timeout while the story loaded, an
      // error in the preview) or that takes none (the baseline check) is listed under its title,
      // so every test that ran is in the report.
      const key = `test:${test.id}`;
      keys.push(key);
      this.shots.set(key, {
        file: test.title,
        story,
        status: result.status === 'passed' || result.status === 'skipped' ? 'same' : 'error',
        message: result.status === 'timedOut' ? `時間切れ（${result.duration} ms）\n${message}` : message,
      });
      return;
    }
    for (const file of files) {
      const failed = failedPaths.get(file);
      const baseline = join(BASELINES, file);
      const expected = existsSync(baseline) ? relative(REPORT_DIR, baseline) : undefined;
      let shot: Shot;
      if (failed?.actual && failed.diff) {
        shot = { file, story, status: 'changed', expected, actual: failed.actual, diff: failed.diff };
      } else if (failed?.actual) {
        shot = { file, story, status: 'new', actual: failed.actual };
      } else if (result.status === 'passed' || failedPaths.size > 0) {
        // Passed, or compared equal while another screenshot of the same story differed.
        shot = { file, story, status: 'same', expected };
      } else {
        shot = { file, story, status: 'error', expected, message };
      }
      if (result.status === 'timedOut') shot.message = `時間切れ（${result.duration} ms）\n${message}`;
      keys.push(file);
      this.shots.set(file, shot);
    }
  }

  onEnd() {
    // A test that never ended (the run was stopped, or it never started) is listed too.
    for (const test of this.suite?.allTests() ?? []) {
      if (this.byTest.has(test.id)) continue;
      this.shots.set(`test:${test.id}`, {
        file: test.title,
        story: test.title,
        status: 'error',
        message: '実行されませんでした（実行が途中で止まった、または開始前に終わった）。',
      });
    }
    const shots = [...this.shots.values()];
    const order = { changed: 0, new: 1, error: 2, same: 3 };
    shots.sort((a, b) => order[a.status] - order[b.status] || a.file.localeCompare(b.file));
    const count = (status: Shot['status']) => shots.filter((s) => s.status === status).length;
    writeFileSync(join(REPORT_DIR, 'index.html'), page(shots, count, Date.now() - this.started));
    writeFileSync(join(REPORT_DIR, 'results.json'), JSON.stringify(shots, null, 2));
    console.log(`\nvisual report: ${relative(process.cwd(), join(REPORT_DIR, 'index.html'))}`);
  }

  printsToStdio() {
    return false;
  }
}

const LABEL: Record<Shot['status'], string> = {
  changed: '差分あり',
  new: '新規（基準画像なし）',
  error: 'エラー',
  same: '一致',
};

function figure(caption: string, src: string | undefined) {
  if (!src) return `<figure><figcaption>${caption}</figcaption><p class="none">なし</p></figure>`;
  return `<figure><figcaption>${caption}</figcaption><a href="${escape(src)}"><img loading="lazy" src="${escape(src)}" alt="${caption}"></a></figure>`;
}

function card(shot: Shot) {
  if (!shot.file.endsWith('.png')) {
    // A test listed by its title (see onTestEnd): no pictures to show.
    return `<details class="shot ${shot.status}"${shot.status === 'same' ? '' : ' open'}>
<summary><span class="badge">${LABEL[shot.status]}</span> ${escape(shot.story)}</summary>
${shot.message ? `<pre>${escape(shot.message.slice(0, 4000))}</pre>` : ''}
</details>`;
  }
  const accept = `npm run visual:accept -- ${shot.file.replace(/\.png$/, '')}`;
  const open = shot.status !== 'same' ? ' open' : '';
  return `<details class="shot ${shot.status}"${open} id="${escape(shot.file)}">
<summary><span class="badge">${LABEL[shot.status]}</span> ${escape(shot.story)} <code>${escape(shot.file)}</code></summary>
${shot.message ? `<pre>${escape(shot.message.slice(0, 2000))}</pre>` : ''}
<div class="images">${
    shot.status === 'same'
      ? figure('基準（expected）', shot.expected)
      : figure('基準（expected）', shot.expected) +
        figure('今回（actual）', shot.actual) +
        figure('差分（diff）', shot.diff)
  }</div>
${shot.actual ? `<p>この変更を正として受け入れる: <code>${escape(accept)}</code></p>` : ''}
</details>`;
}

function page(shots: Shot[], count: (status: Shot['status']) => number, ms: number) {
  const title = 'ビジュアル比較レポート';
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: 'Noto Sans JP', sans-serif; margin: 1.5rem; color: #1f1f24; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
.summary { display: flex; gap: 1rem; flex-wrap: wrap; padding: 0; list-style: none; }
.summary li { padding: .25rem .75rem; border: 1px solid #8a8a94; border-radius: 4px; }
.shot { border: 1px solid #dcdce0; border-radius: 8px; margin: .5rem 0; padding: .5rem .75rem; }
.shot summary { cursor: pointer; }
.shot.changed, .shot.error { border-color: #b3261e; }
.shot.new { border-color: #8a5a00; }
.badge { font-weight: 700; }
.changed .badge, .error .badge { color: #b3261e; }
.new .badge { color: #8a5a00; }
.same .badge { color: #1e7a3c; }
.images { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: .75rem; align-items: start; }
figure { margin: 0; }
figcaption { font-size: .875rem; color: #5c5c66; }
img { max-width: 100%; border: 1px solid #dcdce0; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
pre { white-space: pre-wrap; font-size: .75rem; background: #f6f6f7; padding: .5rem; max-height: 12rem; overflow: auto; }
code { font-size: .8125rem; }
</style></head>
<body>
<h1>${title}</h1>
<p>Storybook の各ストーリーのスクリーンショットを基準画像（visual/__baselines__）と比べた結果です（${new Date().toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })}、${Math.round(ms / 1000)} 秒）。差分のあるものが先頭に開いた状態で並びます。</p>
<ul class="summary">
<li>差分あり ${count('changed')}</li><li>新規 ${count('new')}</li><li>エラー ${count('error')}</li><li>一致 ${count('same')}</li><li>合計 ${shots.length}</li>
</ul>
${shots.map(card).join('\n')}
</body></html>
`;
}
