/**
 * A form's delivery module, loaded on submit; when it cannot load (offline, blocked), the browser posts the form
 * itself, as it does without JavaScript, the server keeps the request, and this resolves null.
 */
export async function loadOrPost<Module>(
  load: () => Promise<Module>,
  form: HTMLFormElement,
): Promise<Module | null> {
  try {
    return await load()
  } catch {
    form.submit()
    return null
  }
}
