// One process of plain JavaScript for the machine ceiling (ceiling.ts): no server, no database,
// no network. Loops for the given milliseconds and sends back how many rounds it made.
//   compute: a sum of square roots (registers and the ALU, nothing allocated);
//   allocate: 20,000 small objects made and turned into JSON a round (young-generation traffic
//   and copying, as a render's objects and strings).
const [kind, milliseconds] = process.argv.slice(2);
const end = Date.now() + Number(milliseconds);
let rounds = 0;
let sink = 0;
while (Date.now() < end) {
  if (kind === 'compute') {
    for (let i = 0; i < 1e6; i++) sink += Math.sqrt(i);
  } else {
    const items = [];
    for (let i = 0; i < 20_000; i++) items.push({ id: i, name: `job ${i}`, tags: [i, i + 1] });
    sink += JSON.stringify(items).length;
  }
  rounds++;
}
process.send?.({ rounds, sink: sink > 0 });
