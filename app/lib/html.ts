/** Text made safe for HTML (e-mail bodies, our own documents), in an element or an attribute value alike. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
