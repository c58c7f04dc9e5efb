import { addCard, board, tile } from "./kanban-support";
import { connect, expect, expectSameData, SYNCED, test } from "./sync-support";

// Sync (issue 15) past one server: two sync-server processes sharing their spaces
// through a redis-server of their own (REDIS_URL), device A on the first, device B
// on the second. Needs Debian's redis-server (.ci/run installs it): without it
// this test fails, it does not skip.

test("two server processes through Redis: a change on A (server 1) paints on B (server 2), and back", async ({
  newDevice,
  redisSyncServers: [one, two],
}) => {
  test.setTimeout(90_000);
  const a = await newDevice();
  const b = await newDevice();
  await connect(a, one, { "kanban-board": [{ id: "b1", boardName: "Doing", card: [] }] });
  await connect(b, two);
  await expect(a.getByRole("region", { name: "Sync", exact: true })).toContainText(`This device syncs with ${one.url}`);
  await expect(b.getByRole("region", { name: "Sync", exact: true })).toContainText(`This device syncs with ${two.url}`);
  for (const page of [a, b]) await page.goto("/kanban");
  await expect(board(b, "Doing")).toBeVisible(SYNCED);

  await addCard(a, "Doing", "Written on A, through server 1");
  await expect(tile(board(b, "Doing"), "Written on A, through server 1")).toBeVisible(SYNCED);
  await addCard(b, "Doing", "Written on B, through server 2");
  await expect(tile(board(a, "Doing"), "Written on B, through server 2")).toBeVisible(SYNCED);
  await expectSameData([a, b]);
});
