export async function benchLongText() {}
