export async function benchBytes() {}
