/**
 * A buyer no other test (or earlier run against the same database) has registered: user name,
 * email and phone made from the time and a random number.
 */
export function uniqueBuyer() {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const digits = String(Date.now()).slice(-9);
  return {
    userName: `buyer${stamp}`,
    email: `buyer${stamp}@example.com`,
    phone: `77${digits}`,
    password: 'secret-pass-1',
  };
}
