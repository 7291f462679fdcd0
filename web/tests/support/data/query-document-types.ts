import { parse, typeEvaluate, unparse, type ExprNode, type SchemaType, type TypeNode } from 'groq-js'

/** Puts an expression where a node was in the query, inside every ancestor that gives that place its scope. */
type Place = (expression: ExprNode) => ExprNode

/**
 * Every document type `query` reads, dereferenced ones included, as the schema types them.
 *
 * Each node that yields documents (a dereference, or a filter over `*`) is cut out of the query together with the
 * ancestors that make its scope, so that `@` and `^` mean there what they mean in the query, and replaced by its
 * `_type`; the type evaluator then names every type it can be. A reference that may lead to several types (a
 * translation's) reads them all.
 */
export function queryDocumentTypes(query: string, schema: SchemaType): string[] {
  const types = new Set<string>()
  for (const { node, slice } of documentReads(parse(query), (expression) => expression)) {
    const found = stringLiterals(typeEvaluate(slice, schema))
    // Taken as reading nothing, it would need no tag, and the check would pass without having checked it.
    if (found === undefined) throw new Error(`cannot tell which document types ${unparse(node)} reads`)
    if (found.length === 0) throw new Error(`${unparse(node)} reads no document type the schema knows`)
    for (const type of found) types.add(type)
  }
  return [...types].sort()
}

function* documentReads(node: ExprNode, place: Place): Generator<{ node: ExprNode; slice: ExprNode }> {
  if (node.type === 'Deref') {
    yield { node, slice: place({ type: 'AccessAttribute', base: node, name: '_type' }) }
  }
  if (node.type === 'Everything' || (node.type === 'Filter' && node.base.type === 'Everything')) {
    const type: ExprNode = { type: 'AccessAttribute', base: { type: 'This' }, name: '_type' }
    yield { node, slice: place({ type: 'Map', base: node, expr: type }) }
  }
  for (const [child, childPlace] of children(node, place)) yield* documentReads(child, childPlace)
}

/** Each child of `node` with its place: the parent's own when the child is read in the parent's scope. */
function children(node: ExprNode, place: Place): Array<[ExprNode, Place]> {
  const inScope = (...nodes: Array<ExprNode | undefined>) =>
    nodes.filter((child) => child !== undefined).map((child): [ExprNode, Place] => [child, place])
  // Read once for each element of `base`, which it sees as `@` (and the enclosing scope as `^`).
  const perElement = (base: ExprNode, child: ExprNode): [ExprNode, Place] => [
    child,
    (expression) => place({ type: 'Map', base, expr: expression }),
  ]
  switch (node.type) {
    case 'Everything':
    case 'This':
    case 'Parent':
    case 'Parameter':
    case 'Value':
    case 'Context':
      return []
    case 'AccessAttribute':
    case 'AccessElement':
    case 'ArrayCoerce':
    case 'Asc':
    case 'Desc':
    case 'Deref':
    case 'Group':
    case 'Neg':
    case 'Not':
    case 'Pos':
    case 'Slice':
      return inScope(node.base)
    case 'And':
    case 'Or':
    case 'OpCall':
      return inScope(node.left, node.right)
    case 'InRange':
      return inScope(node.base, node.left, node.right)
    case 'Array':
      return inScope(...node.elements.map((element) => element.value))
    case 'Tuple':
      return inScope(...node.members)
    case 'Object':
      return inScope(
        ...node.attributes.flatMap((attribute) =>
          attribute.type === 'ObjectConditionalSplat'
            ? [attribute.condition, attribute.value]
            : [attribute.value],
        ),
      )
    case 'Select':
      return inScope(
        ...node.alternatives.flatMap((alternative) => [alternative.condition, alternative.value]),
        node.fallback,
      )
    case 'FuncCall':
      return inScope(...node.args)
    case 'PipeFuncCall':
      return [...inScope(node.base), ...node.args.map((arg) => perElement(node.base, arg))]
    case 'Filter':
      // A filter over `*` is the read itself, not `*` (every document) filtered.
      return [
        ...inScope(node.base.type === 'Everything' ? undefined : node.base),
        perElement(node.base, node.expr),
      ]
    case 'Map':
    case 'FlatMap':
    case 'Projection':
      return [
        ...inScope(node.base),
        [node.expr, (expression) => place({ type: node.type, base: node.base, expr: expression })],
      ]
    default:
      throw new Error(`cannot tell which document types a ${node.type} node reads`)
  }
}

/** The strings `type` can hold, or undefined when it can hold anything else (unknown, any string, an object). */
function stringLiterals(type: TypeNode): string[] | undefined {
  switch (type.type) {
    case 'string':
      return type.value === undefined ? undefined : [type.value]
    case 'null':
      return []
    case 'array':
      return stringLiterals(type.of)
    case 'union': {
      const members = type.of.map(stringLiterals)
      return members.every((member) => member !== undefined) ? members.flat() : undefined
    }
    default:
      return undefined
  }
}
