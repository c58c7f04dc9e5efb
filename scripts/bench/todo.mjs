export async function benchTodo() {}
