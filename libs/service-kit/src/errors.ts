/** The typed errors of domain code live with the contracts (no server code), so pure libraries can throw them. */
export * from '@cookmark/contracts/errors';
