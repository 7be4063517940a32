/** Reserved for this area's schema; filled in by the area's change. */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
