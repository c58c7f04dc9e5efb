// To Do: ours against TodoMVC React with 100 items, added, completed and
// deleted one at a time (median per action); and ours alone with 5,000 stored
// tasks: load, and each interaction.
import { appContext, openApp, seedStorage } from "./browser.mjs";
import { manyTodos } from "./data.mjs";
import { loadTime, markTarget, settle, timeClickStep, timeKeyStep, typeText, usableTime } from "./probe.mjs";

const ITEMS = 100;
const STORED = 5_000;

function declare(figures) {
  const section = `To Do, ${ITEMS} items one at a time (peer: TodoMVC React, which keeps its list in memory only)`;
  for (const [name, label, step] of [
    ["add", "add (Enter → row painted)", "key"],
    ["toggle", "complete (press → checked)", "click"],
    ["delete", "delete (press → row gone)", "click"],
  ])
    figures.declare(`todo.${ITEMS}.${name}`, { section, label, target: { ratio: 1.0 }, peerName: "TodoMVC", step });
  const large = `To Do, ${STORED.toLocaleString("en")} stored tasks (ours)`;
  figures.declare(`todo.${STORED}.load`, { section: large, label: "load (navigation → first task painted)", target: { max: 400 } });
  // The load is the frame of the picture of the stored tasks painted before the app has started;
  // this one, the app's own page in its place.
  figures.declare(`todo.${STORED}.usable`, { section: large, label: "load until the page works (navigation → the app's own page painted)" });
  for (const [name, label, step] of [
    ["add", "add (Enter → counted)", "key"],
    ["toggle", "complete (press → checked)", "click"],
    ["edit-open", "edit: open (press → editor focused)", "click"],
    ["edit-save", "edit: save (Enter → new title painted)", "key"],
    ["delete", "delete (press → row gone)", "click"],
  ])
    figures.declare(`todo.${STORED}.${name}`, { section: large, label, target: { max: 16 }, step });
}

/** Adds, completes and deletes ITEMS items one at a time in an empty list. */
async function hundredItems(app, context, baseUrl, record, profile) {
  const measure = async (name, page, step) => {
    const figure = `todo.${ITEMS}.${name}`;
    if (profile.wants(figure, app.app)) return profile.record(figure, app.app, page, step);
    record(figure, await step());
  };
  const page = await openApp(context, baseUrl, app.path);
  await usableTime(page);
  await settle(page, 500);
  const input = app.input(page);
  const title = (i) => `Item ${i}`;
  for (let i = 1; i <= ITEMS; i++) {
    await typeText(input, title(i));
    const condition = `${app.count} === ${i} && ${app.rowShown(title(i))}`;
    await measure("add", page, () => timeKeyStep(page, { key: "Enter", condition }));
    await settle(page, 30);
  }
  for (let i = 1; i <= ITEMS; i++) {
    const toggle = app.toggle(page, title(i));
    await markTarget(page, toggle);
    await measure("toggle", page, () => timeClickStep(page, toggle, { condition: app.toggled }));
    await settle(page, 30);
  }
  for (let i = 1; i <= ITEMS; i++) {
    const button = await app.deleteButton(page, title(i));
    const condition = `${app.count} === ${ITEMS - i}`;
    await measure("delete", page, () => timeClickStep(page, button, { condition }));
    await settle(page, 30);
  }
  await page.close();
}

/** Ours with STORED tasks: load, then one of each interaction. */
async function storedTasks(app, context, baseUrl, record, profile) {
  const id = (name) => `todo.${STORED}.${name}`;
  const measure = async (name, page, step) => {
    if (profile.wants(id(name), app.app)) return profile.record(id(name), app.app, page, step);
    record(id(name), await step());
  };
  await seedStorage(context, baseUrl, { todos: manyTodos(STORED) });
  if (profile.wants(id("load"), app.app)) {
    await profile.recordLoad(id("load"), app.app, (beforeLoad) => openApp(context, baseUrl, app.path, beforeLoad), loadTime);
  }
  const page = await openApp(context, baseUrl, app.path);
  record(id("load"), await loadTime(page));
  record(id("usable"), await usableTime(page));
  await settle(page, 500);

  const input = app.input(page);
  await typeText(input, "A new task");
  await measure("add", page, () =>
    timeKeyStep(page, { key: "Enter", condition: `${app.count} === ${STORED + 1}` }),
  );
  await settle(page);

  const toggle = app.toggle(page, "Task 1");
  await markTarget(page, toggle);
  await measure("toggle", page, () => timeClickStep(page, toggle, { condition: app.toggled }));
  await settle(page);

  const edit = app.editButton(page, "Task 2");
  await measure("edit-open", page, () => timeClickStep(page, edit, { condition: app.editorShown("Task 2") }));
  await settle(page);
  const editor = app.editor(page, "Task 2");
  await typeText(editor, "Task 2 renamed");
  await measure("edit-save", page, () =>
    timeKeyStep(page, { key: "Enter", condition: app.rowShown("Task 2 renamed") }),
  );
  await settle(page);

  const remove = await app.deleteButton(page, "Task 3");
  await measure("delete", page, () =>
    timeClickStep(page, remove, { condition: `${app.count} === ${STORED}` }),
  );
  await settle(page);
  await page.close();
}

export async function benchTodo({ browser, urls, apps, runs, figures, profile }) {
  declare(figures);
  const [ours] = apps;
  // 100 items one at a time gives 100 samples per action: half the runs do.
  const contexts = new Map();
  for (const app of apps) contexts.set(app, await appContext(browser, urls[app.root], `!!document.querySelector("${app === ours ? "#new-task, input" : ".new-todo"}")`));
  const listRuns = Math.max(1, Math.ceil(runs / 2));
  for (let r = 0; r < listRuns; r++) {
    for (const app of r % 2 ? [...apps].reverse() : apps) {
      if (app === ours) await seedStorage(contexts.get(app), urls[app.root], { todos: [] });
      await hundredItems(app, contexts.get(app), urls[app.root], (figure, value) => figures.push(figure, app.app, value), profile);
    }
    process.stdout.write(".");
  }
  for (const context of contexts.values()) await context.close();

  const firstTask = `document.querySelector('ul[aria-label="Tasks"] > li')?.getAttribute("aria-setsize") === "${STORED}"`;
  const context = await appContext(browser, urls[ours.root], firstTask);
  await seedStorage(context, urls[ours.root], { todos: manyTodos(STORED) });
  await (await openApp(context, urls[ours.root], ours.path)).close(); // fills the HTTP cache
  for (let r = 0; r < runs; r++) {
    await storedTasks(ours, context, urls[ours.root], (figure, value) => figures.push(figure, "ours", value), profile);
    process.stdout.write(".");
  }
  await context.close();
}
