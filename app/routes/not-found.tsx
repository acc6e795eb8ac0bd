import { notFound } from "../lib/not-found.server";

export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
