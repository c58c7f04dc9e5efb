export async function benchMemory() {}
