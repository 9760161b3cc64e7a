// Sixteen Thirty Something in the browser, end to end: sign up, create a three-player table, seat two bots,
// start, lay the first influence, then play one whole player turn of ours by clicks: remove a weak card if
// asked, (the draw is automatic), offer a trade to a bot card by card and see its answer, play a special card
// on a nation of the map or skip, pick the nation of the forced vote on the map, call it, cast a secret ballot
// and see the reveal with its totals; then answer the bots to the end of the game turn and see its scoring.
//
// The bots play at random, so the script reacts to whatever the page asks (bots may call votes and offer
// trades on their own turns). Throughout, the page must never show or receive another seat's hand, victory
// counters or secret ballot: the DOM and every WebSocket frame the page receives are checked.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frameLog, serverAndBrowser, shooter, signedUpPage, startWithBots, viewsOf } from './harness.js';

const env = serverAndBrowser();

/** Waits until it is our decision and describes what the page offers (read from data attributes only). */
async function situation(page) {
  await page.waitForFunction(() => document.querySelector('#prompt.mine') || document.querySelector('#game-over'),
    null, { timeout: 60000 });
  return page.evaluate(() => {
    const types = (sel) => [...document.querySelectorAll(sel)].map((b) => b.dataset.action);
    return {
      over: Boolean(document.querySelector('#game-over')),
      phase: document.querySelector('#st-map')?.dataset.phase,
      version: document.querySelector('.table-page')?.dataset.version,
      shell: types('#actions button'),
      board: types('#board [data-action]'),
    };
  });
}

/** Every WebSocket frame the page receives (JSON), for the secrecy checks and to follow our submissions. */
const { frames, listen, submit, act } = frameLog();

const NATION_SPECIALS = ['military_improvement', 'increase_army_size', 'increase_status', 'military_leader', 'unrest'];

/** A real mouse click on a visible point of the element (shapes such as England's have sea at their centre). */
async function clickShape(page, selector) {
  const point = await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const box = el.getBoundingClientRect();
    for (let i = 1; i < 30; i += 1) {
      for (let j = 1; j < 30; j += 1) {
        const x = box.left + (box.width * i) / 30;
        const y = box.top + (box.height * j) / 30;
        if (document.elementFromPoint(x, y) === el) return [x, y];
      }
    }
    return null;
  }, selector);
  assert.ok(point, `no visible point of ${selector}`);
  await submit(page, () => page.mouse.click(point[0], point[1]));
}

/** Log events (their type) shown on the page so far. */
const logEvents = (page) => page.$$eval('#log li', (l) => l.map((li) => li.dataset.event));

test('Sixteen Thirty: a full player turn with a trade and a vote against bots, secrets kept', async () => {
  const { shot, shots } = shooter('sixteen-thirty');
  const { context, page, errors } = await signedUpPage(env, 'Ada', listen);
  await startWithBots(page, 'sixteen-thirty', ['', ''], '#st-map path.nation', () => shot(page, 'table-before-start'));
  assert.equal(await page.$$eval('#st-map path.nation', (l) => l.length), 9, 'all nine nations are drawn');
  assert.equal(await page.$$eval('#st-map line.adjacency', (l) => l.length), 14, 'every border of the data is drawn');
  assert.equal(await page.$$eval('#st-nations tr.nation', (l) => l.length), 9);
  const me = await page.$eval('#st-players .player.mine', (el) => Number(el.dataset.seat));
  await shot(page, 'started');

  // Our turn, step by step; anything else the bots' turns ask of us is answered along the way.
  const done = { initial: false, removed: false, tradeOpened: false, gave: false, asked: false, proposed: null,
    answered: null, specials: false, playedSpecial: null, subject: null, voteNation: null, called: false, ballot: null, reveal: false };
  // After the reveal we answer whatever else comes until a bot has drawn, so the redaction check below has
  // another seat's draw to look at.
  const othersDrew = () => frames.some((f) => (['update', 'patch'].includes(f.type) ? [{ entries: f.log }] : f.log ?? [])
    .some((b) => (b.entries ?? []).some((e) => e.event?.type === 'drew' && e.event.seat !== me)));
  let reveal = null;
  for (let step = 0; step < 1000; step += 1) {
    // Played on to the end of the game turn, so that its scoring is on the page too.
    if (done.reveal && othersDrew() && (await page.$('#st-scorings'))) break;
    if (done.reveal && !(await page.$('#prompt.mine'))) {
      await page.waitForTimeout(100);
      continue;
    }
    const now = await situation(page);
    assert.ok(!now.over, 'the game should not end this early');
    const has = (type) => now.shell.includes(type) || now.board.includes(type);
    const active = await page.$eval('#st-players .player.active', (el) => Number(el.dataset.seat));
    const ours = active === me;

    switch (now.phase) {
      case 'initial_lay':
        if (has('lay')) await act(page, '#actions button[data-action="lay"]');
        else await act(page, '#actions button[data-action="lay_done"]');
        done.initial = true;
        break;
      case 'remove_weak':
        await shot(page, 'remove-weak-card');
        await act(page, '#st-players .player.mine button[data-action="remove_weak"]');
        done.removed = true;
        break;
      case 'trade_choose':
        if (!done.tradeOpened) {
          await shot(page, 'my-turn-after-draw');
          await act(page, '#st-trade-buttons button[data-action="trade_with"]');
          done.tradeOpened = true;
        } else {
          await act(page, '#st-trade-buttons button[data-action="no_trade"]');
        }
        break;
      case 'trade_draft':
        if (!done.gave && has('give')) {
          await act(page, '#st-hand button[data-action="give"]');
          done.gave = true;
        } else if (!done.asked && has('ask')) {
          await act(page, '#st-asks button[data-action="ask"]');
          done.asked = true;
        } else if (has('propose')) {
          await shot(page, 'trade-offer-drafted');
          assert.match(await page.$eval('#st-offer-give', (el) => el.textContent), /\d/, 'our own offered card shows its value');
          done.proposed = (await logEvents(page)).length;
          await act(page, '#st-trade-buttons button[data-action="propose"]');
        } else {
          await act(page, '#st-trade-buttons button[data-action="withdraw"]');
        }
        break;
      case 'trade_answer':
        // Offered to us: by the bot we approached (a counter-offer) or by a bot on its own turn.
        await shot(page, ours ? 'trade-counter-offer' : 'trade-offer-from-bot');
        if (ours && has('accept')) await act(page, '#st-trade-buttons button[data-action="accept"]');
        else await act(page, '#st-trade-buttons button[data-action="decline"]');
        break;
      case 'trade_deliver':
        await act(page, '#st-hand button[data-action="deliver"]');
        break;
      case 'specials': {
        if (done.proposed != null && done.answered == null) {
          const events = (await logEvents(page)).slice(done.proposed);
          // The bot accepts (and the cards change hands), declines, or counters; a counter ends in a trade, a
          // decline, or its own withdrawal.
          done.answered = events.filter((e) => ['offered', 'accepted', 'traded', 'declined', 'withdrew'].includes(e)).join(',');
          await shot(page, 'trade-answered');
        }
        done.specials = true;
        // A special card that acts on a nation is picked in the hand, then played with a click on the map. The
        // pick is the page's own: it can be put back, and nothing reaches the server until the target is chosen.
        const kind = await page.$$eval('#st-hand button[data-action="pick"]', (buttons, specials) => buttons
          .map((b) => JSON.parse(b.dataset.kind).special).find((k) => specials.includes(k)) ?? null, NATION_SPECIALS);
        if (kind && !done.playedSpecial) {
          done.playedSpecial = kind;
          const sent = frames.length;
          const pickCard = () => page.click(`#st-hand button[data-action="pick"][data-kind='${JSON.stringify({ special: kind })}']`);
          await pickCard();
          await page.waitForSelector('#st-cancel-play');
          assert.ok(await page.$('#st-map g.marker.target'), 'the picked card lights its targets on the map');
          await page.click('#st-cancel-play');
          await page.waitForSelector('#st-cancel-play', { state: 'detached' });
          assert.equal(await page.$('#st-map g.marker.target'), null, 'put back: no target is offered');
          assert.equal(await page.$$eval('#st-hand button.picked', (b) => b.length), 0);
          assert.ok(!frames.slice(sent).some((f) => f.type === 'accepted' || f.type === 'error'),
            'picking and putting back sent nothing');
          await pickCard();
          await shot(page, 'special-target-on-map');
          await act(page, '#st-map g.marker.target');
        } else {
          await shot(page, 'specials');
          await act(page, '#actions button[data-action="end_specials"]');
        }
        break;
      }
      case 'assassin_card':
        await act(page, '#st-players button[data-action="assassinate"]');
        break;
      case 'vote_nation':
        await shot(page, 'forced-vote-pick-nation');
        // An aligned nation if we can (it may go to war), else any.
        done.voteNation = await page.$eval('#st-map', (map) => (map.querySelector('path.nation.target:not([data-side="neutral"])')
          ?? map.querySelector('path.nation.target')).dataset.nation);
        await clickShape(page, `#st-map path.nation.target[data-nation="${done.voteNation}"]`);
        {
          const opened = viewsOf(frames).at(-1)?.game.public.vote?.nation;
          assert.equal(opened, done.voteNation, `we clicked ${done.voteNation} on the map; the vote opened in ${opened}`);
        }
        break;
      case 'caller_lay':
        if (has('call')) {
          await shot(page, 'call-vote');
          done.subject = await page.$eval('#st-calls', (el) => (el.querySelector('button[data-subject="war"]')
            ?? el.querySelector('button[data-action="call"]')).dataset.subject);
          await act(page, `#st-calls button[data-subject="${done.subject}"]`);
          done.called = true;
        } else {
          await act(page, '#actions button[data-action="lay"]');
        }
        break;
      case 'others_lay':
        await act(page, '#actions button[data-action="lay_done"]');
        break;
      case 'voting': {
        await shot(page, ours && done.called ? 'secret-ballot' : 'ballot-in-bot-vote');
        // Before the reveal nobody else's ballot is on the page.
        const sides = await page.$$eval('#st-voters li', (l) => l.map((li) => li.textContent));
        assert.ok(sides.every((text) => !/\b(red|blue)\b/.test(text)), 'ballots stay secret until the reveal');
        await act(page, '#st-ballot button[data-side="red"]');
        if (ours && done.called) done.ballot = 'red';
        // Until the last ballot is in, our own choice is shown to us (and only to us).
        if (await page.$('#st-my-ballot')) assert.equal(await page.$eval('#st-my-ballot .st-side', (el) => el.textContent), 'R');
        break;
      }
      case 'losses':
        await act(page, '#actions button[data-action="lose"]');
        break;
      case 'discard':
        await act(page, '#st-hand button[data-action="discard"]');
        break;
      default:
        assert.fail(`unexpected phase ${now.phase}`);
    }
    if (done.ballot && !done.reveal) {
      // Our ballot was the last one in, or the bots still vote: wait for the reveal of our vote.
      // The bots play on at once, and may open the next vote (one we must answer) before we look: so the
      // reveal is read, with the war table, at the first moment it shows and the vote on the page is no
      // longer the one we called.
      try {
        const seen = await page.waitForFunction(({ nation, me }) => {
          const el = document.querySelector(`#st-reveal[data-nation="${nation}"]`);
          const now = document.querySelector('#st-vote-now');
          if (!el || (now && now.dataset.caller === String(me))) return null;
          return {
            winner: el.dataset.winner,
            ballots: [...el.querySelectorAll('li')].map((li) => ({ seat: Number(li.dataset.seat), side: li.dataset.side })),
            totals: el.querySelector('.totals').textContent,
            war: [...document.querySelectorAll('#st-war-table tbody tr')].map((tr) => tr.dataset.nation),
          };
        }, { nation: done.voteNation, me }, { timeout: 30000, polling: 'raf' });
        reveal = await seen.jsonValue();
      } catch (error) {
        // Name what the page and the last view show instead, so that a failure here can be read.
        await shot(page, 'reveal-not-seen');
        const shown = await page.evaluate(() => ({
          reveal: document.querySelector('#st-reveal')?.dataset.nation ?? null,
          voteNow: document.querySelector('#st-vote-now')?.textContent ?? null,
          prompt: document.querySelector('#prompt')?.textContent ?? null,
        }));
        const p = viewsOf(frames).at(-1)?.game.public;
        throw new Error(`the reveal of our vote in ${done.voteNation} was not shown: page ${JSON.stringify(shown)}; `
          + `view phase ${JSON.stringify(p?.phase)}, vote ${JSON.stringify(p?.vote)}, last vote in ${p?.last_vote?.nation}`, { cause: error });
      }
      done.reveal = true;
      await shot(page, 'vote-revealed');
      if (done.subject === 'war' && reveal.winner === 'red') {
        // Our vote was for war (red = yes) and red won: the war's dice and modifiers are on the page.
        assert.equal(reveal.war[0], done.voteNation, 'the war table shows our nation as the attacker');
        await shot(page, 'war-dice');
      }
    }
  }
  assert.ok(done.initial, 'we laid our first influence');
  assert.ok(done.tradeOpened && done.gave && done.asked && done.proposed != null, `we drafted and proposed a trade: ${JSON.stringify(done)}`);
  assert.match(done.answered, /(traded|declined|withdrew)$/, `the bot answered the offer: ${done.answered}`);
  assert.ok(done.specials && done.voteNation && done.called && done.ballot && done.reveal, JSON.stringify(done));

  // The turn's scoring: a column per scoring and a row per player, each row adding up to that player's points.
  const scorings = await page.evaluate(() => ({
    turns: [...document.querySelectorAll('#st-scorings thead th.num')].map((th) => Number(th.textContent)),
    rows: [...document.querySelectorAll('#st-scorings tbody tr')].map((tr) => ({ seat: Number(tr.dataset.seat),
      points: [...tr.querySelectorAll('td')].map((td) => Number(td.textContent)) })),
    vp: Object.fromEntries([...document.querySelectorAll('#st-vp li')].map((li) => [li.dataset.seat, li.textContent])),
  }));
  assert.deepEqual(scorings.turns, [1]);
  assert.equal(scorings.rows.length, 3);
  for (const row of scorings.rows) assert.match(scorings.vp[row.seat], new RegExp(`: ${row.points[0]}$`));
  await shot(page, 'turn-scored');

  // The reveal: every voter's side and votes, and the totals.
  assert.ok(reveal.ballots.some((b) => b.seat === me && b.side === 'red'), 'our red ballot is in the reveal');
  assert.match(reveal.totals, /\d+ : \d+/);

  // Secrets in the DOM: our hand and counters only.
  const dom = await page.evaluate(() => ({
    handCards: document.querySelectorAll('#st-hand .card').length,
    otherHands: document.querySelectorAll('#st-players .player:not(.mine) .cards').length,
    counters: document.querySelectorAll('#st-counters .counter').length,
    counterSections: document.querySelectorAll('#st-counters').length,
    revealed: Boolean(document.querySelector('#st-revealed')),
  }));
  const last = viewsOf(frames).at(-1);
  assert.equal(dom.handCards, last.game.hand.length);
  assert.equal(dom.handCards, last.game.hand_sizes[me]);
  assert.equal(dom.otherHands, 0, 'no other seat shows cards in hand');
  assert.equal(dom.counters, 4, 'our four victory counters (three players) and nobody else\'s');
  assert.equal(dom.counterSections, 1);
  assert.ok(!dom.revealed, 'counters are revealed only at the end');

  // Secrets on the wire: every frame is for our seat; other seats' draws, ballots and counters never arrive.
  let drawsSeen = 0;
  let ballotsSeen = 0;
  for (const view of viewsOf(frames)) {
    assert.equal(view.seat, me);
    assert.equal(view.game.seat, me);
    assert.ok(view.game.counters.length <= 4);
    assert.equal(view.game.public.revealed, null);
  }
  for (const frame of frames) {
    const text = JSON.stringify(frame);
    assert.ok(!/"hands"|"cup"|"deck":/.test(text), 'no full-state field is ever sent');
    const blocks = ['update', 'patch'].includes(frame.type) ? [{ entries: frame.log }] : frame.log ?? [];
    for (const entry of blocks.flatMap((b) => b.entries ?? [])) {
      const e = entry.event;
      if (e?.type === 'drew' && e.seat !== me) {
        drawsSeen += 1;
        assert.deepEqual(e.cards, [], 'another seat\'s drawn cards are not sent');
      }
      if (e?.type === 'ballot_cast' && e.seat !== me) {
        ballotsSeen += 1;
        assert.equal(e.side, null, 'another seat\'s ballot is not sent before the reveal');
      }
      if (e?.type === 'traded' && e.from !== me && e.to !== me) assert.equal(e.from_values, null);
    }
  }
  assert.ok(drawsSeen > 0, 'a bot drew cards during the test (so the draw check ran)');
  if (reveal.ballots.some((b) => b.seat !== me)) assert.ok(ballotsSeen > 0, 'the bots\' ballots arrived, redacted');

  // Japanese, then back.
  await page.selectOption('#lang', 'ja');
  await page.waitForFunction(() => document.querySelector('#st-nations h2')?.textContent === '各国');
  await shot(page, 'japanese');
  await page.selectOption('#lang', 'en');

  assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), [], 'no script errors on the page');
  console.log(`trade answer: ${done.answered}; special: ${done.playedSpecial ?? 'skipped'}; vote in ${done.voteNation} on ${done.subject}`);
  console.log(`screenshots:\n${shots.join('\n')}`);
  await context.close();
});
