/**
 * The key the form made for a request, from the id the server keeps it under (`leads.<key>`,
 * `serviceRequests.<key>`): the order id of its data-layer event, and what the CRM's message ids derive from.
 */
export const requestKeyOf = (id: string) => id.slice(id.indexOf('.') + 1)
