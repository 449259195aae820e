// Creates or drops a throwaway test database: node scripts/ci-database.mjs create|drop ADMIN_URL NAME
import pg from 'pg';

const [action, adminUrl, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action ?? '') || !adminUrl || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop ADMIN_URL NAME');
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  await client.query(action === 'create' ? `create database "${name}"` : `drop database if exists "${name}" with (force)`);
} finally {
  await client.end();
}
