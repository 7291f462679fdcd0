/**
 * Saves text as a file from the browser, without a round trip to a server: a temporary link to the text as a
 * Blob, clicked. The Blob's address is released a minute later, once the browser has certainly read it.
 */
export function downloadFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
