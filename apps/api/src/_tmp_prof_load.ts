import { Pool } from 'undici';
const base = process.argv[2]!;
const login = await fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'chasseur@bench.test', password: 'Bench-Password-2026!' }) });
const { access } = (await login.json()) as { access: string };
const jobs = process.argv[3]!;
const pool = new Pool(base, { connections: 32 });
const deadline = Date.now() + 12000;
let n = 0;
await Promise.all(Array.from({ length: 32 }, async () => {
  while (Date.now() < deadline) {
    const res = await pool.request({ method: 'GET', path: `/api/candidate/?candidate__searched_jobs__job__in=${jobs}&page=1`, headers: { authorization: `Bearer ${access}` } });
    await res.body.text(); n++;
  }
}));
console.log('requests', n, n / 12);
await pool.close();
