// Three visitor addresses chatting as fast as the server lets them, in a process of its own so the load does not
// share an event loop with the probe that times /api/health.
//   node chat-at-limit.mjs CHAT_URL SITE_ID SITE_CODE SLOTS_PER_ADDRESS MILLISECONDS
// Each address keeps SLOTS_PER_ADDRESS turns going back to back; prints {status: count} as JSON at the end.
const [url, siteId, siteCode, slots, ms] = process.argv.slice(2);
const until = performance.now() + Number(ms);
const statuses = {};
let id = 0;
async function loop(address) {
  while (performance.now() < until) {
    const body = JSON.stringify({
      messages: [
        { id: (id++).toString(16).padStart(8, '0'), type: 'userMessage', content: 'The toilet on floor 2 is blocked' },
      ],
      language: 'en',
    });
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-site-id': siteId,
        'x-site-code': siteCode,
        'x-forwarded-for': address,
      },
      body,
    }).catch(() => null);
    await res?.arrayBuffer().catch(() => null);
    const key = res ? String(res.status) : 'error';
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
}
const addresses = ['10.77.0.1', '10.77.0.2', '10.77.0.3'];
await Promise.all(addresses.flatMap((address) => Array.from({ length: Number(slots) }, () => loop(address))));
console.log(JSON.stringify(statuses));
