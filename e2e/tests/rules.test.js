// Every title's rules page and turn summary (issue 44, item 2), in the browser: for each of the five titles, in
// English and in Japanese, the rules page opens from the lobby with all its sections and pictures and its turn
// summary opens from the page; the summary opens from the lobby's list; at a table of the title the Rules link
// opens the page in a new tab and the Turn summary button opens the summary over the table. On a 390×844 phone the
// summary fits the screen without scrolling, and the table's button is on the screen. No request fails.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serverAndBrowser, shooter, watchErrors } from './harness.js';

const env = serverAndBrowser();

const DESK = { width: 1400, height: 1000 };
const PHONE = { width: 390, height: 844 };

/** Each title's sections (in order) and the number of phases its turn summary lists. */
const TITLES = {
  imperial: { sections: ['idea', 'rondel', 'production', 'maneuver', 'investor', 'table'], phases: 8 },
  'sixteen-thirty': { sections: ['idea', 'piles', 'turn', 'votes', 'specials', 'table'], phases: 7 },
  liberte: {
    sections: ['idea', 'board', 'setup', 'turn', 'actions', 'stacks', 'battle', 'election', 'specials', 'end', 'table', 'decisions'],
    phases: 5,
  },
  'age-of-renaissance': {
    sections: ['idea', 'map', 'setup', 'turn', 'cards', 'purchases', 'expansion', 'income', 'advances', 'misery', 'end', 'table', 'decisions'],
    phases: 7,
  },
  'world-empires': {
    sections: ['idea', 'board', 'setup', 'epoch', 'turn', 'expansion', 'resources', 'war', 'scoring', 'epoch-end', 'cards', 'end', 'table', 'decisions'],
    phases: 6,
  },
};
const LANGS = ['en', 'ja'];
const KANA = /[ぁ-んァ-ン]/;

/** A page of its own context on the lobby in `lang`, its errors and failed requests collected. */
async function lobbyPage(lang, viewport = DESK) {
  const context = await env.browser.newContext({ viewport });
  // The first page starts in `lang`; later pages (a new tab) keep what the player chose since.
  await context.addInitScript((l) => { if (!localStorage.getItem('lang')) localStorage.setItem('lang', l); }, lang);
  const page = await context.newPage();
  const errors = watchErrors(page);
  context.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  await page.goto(`${env.server.url}/#/`);
  await page.waitForSelector('body[data-ready]');
  return { context, page, errors };
}

/** Asserts the text is in `lang` (Japanese has kana; English has none). */
function inLanguage(text, lang, what) {
  if (lang === 'ja') assert.match(text, KANA, `${what}: Japanese text`);
  else assert.doesNotMatch(text, KANA, `${what}: English text`);
}

/** The rules page shown in `page`: its sections in order, every picture loaded, the text in `lang`. */
async function checkRulesPage(page, game, lang) {
  await page.waitForSelector('#rules-page section[data-section]');
  const sections = await page.$$eval('#rules-page section', (l) => l.map((s) => s.dataset.section));
  assert.deepEqual(sections, TITLES[game].sections, `${game} ${lang}: the rules page's sections`);
  for (const section of sections) {
    const heading = await page.textContent(`#rules-page section[data-section="${section}"] h2`);
    assert.ok(heading.trim().length > 1, `${game} ${lang}: section ${section} has a heading`);
  }
  // Pictures load lazily: bring each into view, then every one must have loaded.
  const pictures = await page.$$eval('#rules-page img', (l) => l.length);
  assert.ok(pictures >= 1, `${game}: the rules page has pictures of the board`);
  await page.$$eval('#rules-page img', (l) => l.forEach((img) => { img.loading = 'eager'; }));
  await page.waitForFunction(() => [...document.querySelectorAll('#rules-page img')].every((img) => img.complete && img.naturalWidth > 0));
  inLanguage(await page.textContent('#rules-page'), lang, `${game} rules page`);
}

/** The open turn summary: its phases, its notes, the text in `lang`; returns its measurements. */
async function checkSummary(page, game, lang) {
  await page.waitForSelector(`#summary-dialog[data-game="${game}"][data-lang="${lang}"] .turn-summary`);
  const summary = await page.evaluate(() => {
    const dialog = document.getElementById('summary-dialog');
    const box = dialog.getBoundingClientRect();
    return {
      open: dialog.open,
      phases: [...dialog.querySelectorAll('ol.phases > li')].map((li) => ({ phase: li.dataset.phase, name: li.querySelector('strong')?.textContent ?? '', lines: li.querySelectorAll('li').length })),
      notes: dialog.querySelectorAll('dl.notes dt').length,
      title: dialog.querySelector('#summary-title').textContent,
      text: dialog.textContent,
      scrolls: dialog.scrollHeight > dialog.clientHeight + 1,
      box: { top: box.top, left: box.left, bottom: box.bottom, right: box.right },
      viewport: { width: innerWidth, height: innerHeight },
    };
  });
  assert.ok(summary.open, `${game} ${lang}: the summary is open as a dialog`);
  assert.equal(summary.phases.length, TITLES[game].phases, `${game} ${lang}: the phases of a turn`);
  assert.deepEqual(summary.phases.map((p) => p.phase), summary.phases.map((_, i) => String(i + 1)), 'numbered in order');
  for (const p of summary.phases) assert.ok(p.name.length > 1 && p.lines >= 1, `${game} ${lang}: phase ${p.phase} has a name and its essentials`);
  assert.ok(summary.notes >= 2, `${game} ${lang}: the summary says how scoring and the end work`);
  inLanguage(summary.text, lang, `${game} summary`);
  return summary;
}

async function closeSummary(page, how) {
  if (how === 'escape') await page.keyboard.press('Escape');
  else await page.click('#summary-close');
  await page.waitForSelector('#summary-dialog', { state: 'detached' });
}

test('the rules pages and turn summaries open from the lobby, in English and Japanese', async () => {
  const { shot, shots } = shooter('rules-lobby');
  for (const lang of LANGS) {
    const { context, page, errors } = await lobbyPage(lang);
    for (const game of Object.keys(TITLES)) {
      await page.goto(`${env.server.url}/#/`);
      await page.waitForSelector(`a[data-rules="${game}"]`);
      await page.click(`a[data-rules="${game}"]`);
      await checkRulesPage(page, game, lang);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${game}-${lang}-page`);
      // From the rules page: the summary, without a link back to the page it is on.
      await page.click('#rules-summary');
      await checkSummary(page, game, lang);
      assert.equal(await page.$('#summary-rules'), null, 'no "full rules" link on the rules page itself');
      await closeSummary(page, 'button');
      // From the lobby's list: the summary, with a link to the full rules.
      await page.goto(`${env.server.url}/#/`);
      await page.waitForSelector(`button[data-summary="${game}"]`);
      await page.click(`button[data-summary="${game}"]`);
      await checkSummary(page, game, lang);
      assert.equal(await page.getAttribute('#summary-rules', 'href'), `#/rules/${game}`);
      await shot(page, `${game}-${lang}-summary`);
      await closeSummary(page, 'escape');
    }
    assert.deepEqual(errors, [], `${lang}: no page error, no failed request`);
    await context.close();
  }
  assert.ok(shots.length >= 20);
});

test('at a table: the Rules link opens the rules page and Turn summary the summary, in English and Japanese', async () => {
  const { shot } = shooter('rules-table');
  const { context, page, errors } = await lobbyPage('en');
  await page.fill('#auth-name', 'Reader');
  await page.click('#guest');
  await page.waitForSelector('#create-form');
  for (const game of Object.keys(TITLES)) {
    await page.goto(`${env.server.url}/#/`);
    await page.waitForSelector('#create-form');
    await page.selectOption('#new-game', game);
    await page.click('#create');
    await page.waitForSelector('#conn[data-status="connected"]');
    for (const lang of LANGS) {
      if (await page.inputValue('#lang') !== lang) {
        await page.selectOption('#lang', lang);
        // The table redraws in place: its buttons speak the new language.
        await page.waitForFunction((ja) => /[ぁ-んァ-ン]/.test(document.querySelector('#summary-btn')?.textContent ?? '') === ja, lang === 'ja');
      }
      await page.waitForSelector('#rules-link:not([hidden])');
      assert.equal(await page.getAttribute('#rules-link', 'href'), `#/rules/${game}`);
      // The Rules link opens the page in a new tab, so the table keeps its place.
      const [tab] = await Promise.all([context.waitForEvent('page'), page.click('#rules-link')]);
      await tab.waitForSelector('body[data-ready]');
      await checkRulesPage(tab, game, lang);
      await tab.close();
      // The Turn summary button opens the summary over the table; the table stays connected under it.
      await page.click('#summary-btn');
      const summary = await checkSummary(page, game, lang);
      assert.match(summary.title, lang === 'ja' ? /早見表/ : /turn summary/);
      assert.equal(await page.getAttribute('#summary-rules', 'target'), '_blank', 'the full rules open in a new tab');
      await shot(page, `${game}-${lang}`);
      await closeSummary(page, lang === 'ja' ? 'escape' : 'button');
      assert.equal(await page.getAttribute('#conn', 'data-status'), 'connected');
    }
    await page.selectOption('#lang', 'en');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 390×844 phone every turn summary fits the screen without scrolling, and the table offers it', async () => {
  const { shot } = shooter('rules-phone');
  for (const lang of LANGS) {
    const { context, page, errors } = await lobbyPage(lang, PHONE);
    for (const game of Object.keys(TITLES)) {
      await page.click(`button[data-summary="${game}"]`);
      const summary = await checkSummary(page, game, lang);
      assert.ok(!summary.scrolls, `${game} ${lang}: the summary does not scroll`);
      assert.ok(summary.box.top >= 0 && summary.box.left >= 0 && summary.box.bottom <= summary.viewport.height
        && summary.box.right <= summary.viewport.width, `${game} ${lang}: the summary is inside the screen ${JSON.stringify(summary.box)}`);
      await shot(page, `${game}-${lang}`);
      await closeSummary(page, 'button');
    }
    if (lang === 'en') {
      await page.fill('#auth-name', 'Pocket');
      await page.click('#guest');
      await page.waitForSelector('#create-form');
      await page.selectOption('#new-game', 'liberte');
      await page.click('#create');
      await page.waitForSelector('#summary-btn:not([hidden])');
      const inView = await page.$eval('#summary-btn', (b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      });
      assert.ok(inView, 'the table\'s Turn summary button is on the phone\'s screen');
      await page.click('#summary-btn');
      assert.ok(!(await checkSummary(page, 'liberte', lang)).scrolls);
      await shot(page, 'table-summary');
    }
    assert.deepEqual(errors, [], `${lang}: no page error, no failed request`);
    await context.close();
  }
});
