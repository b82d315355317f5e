import Foundation
@_spi(Tally) import TallyCore

/// Turns declarations into resolved tokens: finds each token's type, follows aliases (per colour
/// scheme), evaluates arithmetic, checks every value's shape and range, and pairs light and dark
/// colours.
final class TokenResolver {
    private struct Context {
        var path: String
        var file: String
        var scheme: TokenColorScheme
    }

    private struct Key: Hashable {
        var path: String
        var scheme: TokenColorScheme
    }

    private let declarations: [String: TokenDeclaration]
    private let order: [String]
    private var types: [String: TokenType] = [:]
    private var typeStack: [String] = []
    private var memo: [Key: TokenValue] = [:]
    private var failed: Set<Key> = []
    private var stack: [String] = []
    private var reportedCycles: Set<[String]> = []
    private var errorKeys: Set<String> = []
    /// Tokens whose alias chain is longer than ``TokenLimits/maximumAliasChain``: never followed,
    /// so resolution recurses at most that deep.
    private var tooDeep: Set<String> = []
    /// Tokens with a number literal out of range, already reported.
    private var badNumbers: Set<String> = []
    private(set) var errors: [TokenError] = []
    /// Every group path (each proper prefix of a token path), for JSON Pointers.
    private let groupPaths: Set<String>
    /// Where a value came from a `$ref` (file and offset of the `{"$ref"}`) → the pointer, so
    /// that a problem found in the value names the reference it came through.
    private var referenceSites: [ReferenceSite: String] = [:]

    private struct ReferenceSite: Hashable {
        var file: String
        var offset: Int
    }

    /// The most `$ref`s expanded for one value (each a copy of what it points at), so that
    /// references to references cannot multiply a value without bound.
    static let maximumReferenceExpansions = 1_000
    /// Values nest at most this deep where `$ref`s are looked for; no token type nests deeper.
    private static let maximumValueDepth = 64

    init(_ declarations: [TokenDeclaration]) {
        var byPath: [String: TokenDeclaration] = [:]
        var groups: Set<String> = []
        for declaration in declarations {
            byPath[declaration.dottedPath] = declaration
            for length in 1..<max(declaration.path.count, 1) { groups.insert(declaration.path.prefix(length).joined(separator: ".")) }
        }
        self.declarations = byPath
        self.order = declarations.map(\.dottedPath)
        self.groupPaths = groups
    }

    /// Resolves every declaration in source order; tokens with errors are left out.
    func resolveAll() -> [ResolvedToken] {
        checkChainsAndNumbers()
        var tokens: [ResolvedToken] = []
        for path in order {
            guard let declaration = declarations[path], !tooDeep.contains(path) else { continue }
            if badNumbers.contains(path) { continue }
            guard let type = effectiveType(path) else {
                if !stackHadCycle(path) {
                    report(.missingType, declaration, declaration.location,
                           "has no $type: give the token or an enclosing group a $type, or alias a typed token")
                }
                continue
            }
            guard let light = resolve(path, .light), let dark = resolve(path, .dark) else { continue }
            guard let value = Self.merge(light: light, dark: dark) else {
                report(.invalidValue, declaration, declaration.darkValue?.location ?? declaration.location,
                       "the dark value may change colours only; its other fields must equal the light value's")
                continue
            }
            tokens.append(ResolvedToken(
                path: path, type: type, description: declaration.description, deprecated: declaration.deprecated,
                aliasOf: aliasTarget(declaration.value), value: value
            ))
        }
        return tokens
    }

    // MARK: Types

    private func effectiveType(_ path: String) -> TokenType? {
        if let known = types[path] { return known }
        guard let declaration = declarations[path], !tooDeep.contains(path) else { return nil }
        if let type = declaration.ownType ?? declaration.inheritedType {
            types[path] = type
            return type
        }
        guard let target = aliasTarget(declaration.value), declarations[target] != nil else { return nil }
        if let start = typeStack.firstIndex(of: path) {
            reportCycle(Array(typeStack[start...]) + [path])
            return nil
        }
        // The chain pre-pass bounds this; the guard holds even for tangled cycles.
        guard typeStack.count <= 2 * TokenLimits.maximumAliasChain + 2 else {
            reportChain(path, declaration)
            return nil
        }
        typeStack.append(path)
        defer { typeStack.removeLast() }
        let type = effectiveType(target)
        if let type { types[path] = type }
        return type
    }

    private func stackHadCycle(_ path: String) -> Bool {
        reportedCycles.contains { $0.contains(path) }
    }

    // MARK: Resolution

    private func resolve(_ path: String, _ scheme: TokenColorScheme) -> TokenValue? {
        let key = Key(path: path, scheme: scheme)
        if let value = memo[key] { return value }
        if failed.contains(key) { return nil }
        guard let declaration = declarations[path], !tooDeep.contains(path), let type = effectiveType(path) else {
            failed.insert(key)
            return nil
        }
        if let start = stack.firstIndex(of: path) {
            reportCycle(Array(stack[start...]) + [path])
            return nil
        }
        // The chain pre-pass bounds the depth; this guard holds even for tangled cycles.
        guard stack.count <= 2 * TokenLimits.maximumAliasChain + 2 else {
            reportChain(path, declaration)
            return nil
        }
        stack.append(path)
        defer { stack.removeLast() }
        let written = scheme == .dark ? declaration.darkValue ?? declaration.value : declaration.value
        let context = Context(path: path, file: declaration.file, scheme: scheme)
        var budget = Self.maximumReferenceExpansions
        guard let node = Self.mentionsReference(written, depth: 0) ? expand(written, context, trail: [], budget: &budget, depth: 0) : written else {
            failed.insert(key)
            return nil
        }
        var value = parse(node, as: type, context)
        if case .typography(var typography)? = value, let styleNode = declaration.textStyle {
            if let name = styleNode.value.stringValue, let style = DynamicTypeTextStyle(rawValue: name) {
                typography.textStyle = style
                value = .typography(typography)
            } else {
                fail(.invalidValue, context, styleNode,
                     "textStyle must be one of \(DynamicTypeTextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                value = nil
            }
        } else if declaration.textStyle != nil, type != .typography {
            fail(.invalidValue, context, declaration.textStyle ?? node, "textStyle applies to typography tokens only")
            value = nil
        }
        if let value { memo[key] = value } else { failed.insert(key) }
        return value
    }

    /// `"{a.b}"` → `a.b`; nil for anything else.
    static func aliasPath(_ node: JSONNode) -> String? {
        guard let text = node.value.stringValue, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }

    /// The token a value names as a whole: `"{a.b}"`, or `{"$ref": "#/a/b"}` (or `#/a/b/$value`).
    func aliasTarget(_ node: JSONNode) -> String? {
        if let path = Self.aliasPath(node) { return path }
        guard case .object(let object) = node.value, object.members.count == 1, let text = object["$ref"]?.value.stringValue,
              case .success(let segments) = TokenReference.pointerSegments(text) else { return nil }
        let names = segments.last == "$value" ? Array(segments.dropLast()) : segments
        let path = names.joined(separator: ".")
        return declarations[path] != nil ? path : nil
    }

    /// The token a JSON Pointer leads into (its first names that are a token path), if any.
    private func pointerToken(_ text: String) -> String? {
        guard case .success(let segments) = TokenReference.pointerSegments(text) else { return nil }
        var path = ""
        for segment in segments {
            path = path.isEmpty ? segment : path + "." + segment
            if declarations[path] != nil { return path }
            if !groupPaths.contains(path) { return nil }
        }
        return nil
    }

    // MARK: JSON Pointer references

    /// Whether `node` holds a `$ref` member anywhere (to `maximumValueDepth`).
    private static func mentionsReference(_ node: JSONNode, depth: Int) -> Bool {
        guard depth < maximumValueDepth else { return false }
        switch node.value {
        case .object(let object): return object["$ref"] != nil || object.members.contains { mentionsReference($0.value, depth: depth + 1) }
        case .array(let items): return items.contains { mentionsReference($0, depth: depth + 1) }
        default: return false
        }
    }

    /// `node` with every `{"$ref": "#/…"}` replaced by what it points at (RFC 6901): a pointer
    /// to a whole token becomes an alias of it (`{a.b}`, typed and per scheme like any alias);
    /// a pointer into a token's `$value` gives that part of the value, in the scheme being
    /// resolved (its dark value in dark), following aliases on the way. What it gives is placed
    /// at the `$ref`, so every problem in it is reported there, naming the pointer.
    private func expand(_ node: JSONNode, _ context: Context, trail: [String], budget: inout Int, depth: Int) -> JSONNode? {
        guard depth < Self.maximumValueDepth else { return node }
        switch node.value {
        case .object(let object):
            if let reference = object.member(named: "$ref") {
                return dereference(reference, in: object, at: node, context, trail: trail, budget: &budget, depth: depth)
            }
            var members: [JSONMember] = []
            for member in object.members {
                guard let value = expand(member.value, context, trail: trail, budget: &budget, depth: depth + 1) else { return nil }
                members.append(JSONMember(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONNode(.object(JSONObject(members: members)), at: node.location)
        case .array(let items):
            var expanded: [JSONNode] = []
            for item in items {
                guard let value = expand(item, context, trail: trail, budget: &budget, depth: depth + 1) else { return nil }
                expanded.append(value)
            }
            return JSONNode(.array(expanded), at: node.location)
        default:
            return node
        }
    }

    private func dereference(_ reference: JSONMember, in object: JSONObject, at node: JSONNode, _ context: Context,
                             trail: [String], budget: inout Int, depth: Int) -> JSONNode? {
        guard let text = reference.value.value.stringValue else {
            fail(.invalidValue, context, reference.value, "$ref must be a string, a JSON Pointer like \"#/color/blue/$value\", found \(reference.value.value.kindName)")
            return nil
        }
        let shown = "$ref \"\(TokenLimits.abbreviated(text))\""
        if let other = object.members.first(where: { $0.key != "$ref" }) {
            fail(.invalidValue, context, node, "\(shown) stands in place of a value, so its object holds only \"$ref\"; it also has \"\(TokenLimits.abbreviated(other.key))\"")
            return nil
        }
        let segments: [String]
        switch TokenReference.pointerSegments(text) {
        case .success(let names): segments = names
        case .failure(let problem):
            fail(.invalidValue, context, reference.value, "\(shown) \(problem.message)")
            return nil
        }
        if trail.contains(text) {
            fail(.aliasCycle, context, reference.value, "$ref cycle: " + (trail + [text]).map { "\"\(TokenLimits.abbreviated($0))\"" }.joined(separator: " → "))
            return nil
        }
        guard trail.count < TokenLimits.maximumAliasChain else {
            fail(.limitExceeded, context, reference.value, "\(shown) is the \(trail.count + 1)th $ref followed from one value; at most \(TokenLimits.maximumAliasChain) are followed")
            return nil
        }
        budget -= 1
        guard budget >= 0 else {
            fail(.limitExceeded, context, reference.value, "the value expands more than \(Self.maximumReferenceExpansions) $refs; at most \(Self.maximumReferenceExpansions) are expanded for one value")
            return nil
        }
        // The token the pointer leads into: its first names that are a token path.
        var tokenPath = ""
        var consumed = 0
        for segment in segments {
            let next = tokenPath.isEmpty ? segment : tokenPath + "." + segment
            consumed += 1
            if declarations[next] != nil {
                tokenPath = next
                break
            }
            guard groupPaths.contains(next) else {
                fail(.unresolvedAlias, context, reference.value,
                     "\(shown) points at nothing: no token or group has the path {\(TokenLimits.abbreviated(next, limit: 200))}" + suggestion(for: next))
                return nil
            }
            tokenPath = next
        }
        guard let declaration = declarations[tokenPath] else {
            fail(.typeMismatch, context, reference.value, segments.isEmpty
                 ? "\(shown) points at the whole document; a $ref in a value points at a token or into one"
                 : "\(shown) points at the group {\(TokenLimits.abbreviated(tokenPath, limit: 200))}; a $ref in a value points at a token or into one (a group extends another with $extends)")
            return nil
        }
        let rest = Array(segments.dropFirst(consumed))
        let site = ReferenceSite(file: context.file, offset: node.location.offset)
        referenceSites[site] = text
        if rest.isEmpty {
            // The whole token: an alias of it.
            return JSONNode(.string("{\(tokenPath)}"), at: node.location)
        }
        var current: JSONNode
        var where_ = tokenPath
        if rest[0] == "$value" {
            current = context.scheme == .dark ? declaration.darkValue ?? declaration.value : declaration.value
        } else if let member = declaration.raw[rest[0]] {
            current = member
        } else {
            fail(.unresolvedAlias, context, reference.value, "\(shown) points at nothing: the token {\(tokenPath)} has no \"\(TokenLimits.abbreviated(rest[0]))\"")
            return nil
        }
        where_ += "/" + rest[0]
        var followed = 0
        var index = 1
        while true {
            // Into a value that is itself a reference or an alias, follow it first.
            if case .object(let inner) = current.value, inner["$ref"] != nil {
                guard let resolved = expand(current, context, trail: trail + [text], budget: &budget, depth: depth + 1) else { return nil }
                current = resolved
            }
            // Inside a value, an alias on the way (or at the end) is followed to the value it names.
            if rest[0] == "$value", let alias = Self.aliasPath(current), let target = declarations[alias] {
                followed += 1
                guard followed <= TokenLimits.maximumAliasChain else {
                    fail(.limitExceeded, context, reference.value, "\(shown) follows more than \(TokenLimits.maximumAliasChain) aliases")
                    return nil
                }
                current = context.scheme == .dark ? target.darkValue ?? target.value : target.value
                where_ = alias + "/$value"
                continue
            }
            guard index < rest.count else { break }
            let segment = rest[index]
            switch current.value {
            case .object(let members):
                guard let next = members[segment] else {
                    fail(.unresolvedAlias, context, reference.value,
                         "\(shown) points at nothing: {\(where_)} has no member \"\(TokenLimits.abbreviated(segment))\"")
                    return nil
                }
                current = next
            case .array(let items):
                guard let position = Int(segment), String(position) == segment, items.indices.contains(position) else {
                    fail(.unresolvedAlias, context, reference.value,
                         "\(shown) points at nothing: {\(where_)} is an array of \(items.count), and \"\(TokenLimits.abbreviated(segment))\" is not an index in it (0 to \(items.count - 1), no leading zeros)")
                    return nil
                }
                current = items[position]
            default:
                fail(.unresolvedAlias, context, reference.value,
                     "\(shown) points at nothing: {\(where_)} is a \(current.value.kindName), which has no member \"\(TokenLimits.abbreviated(segment))\"")
                return nil
            }
            where_ += "/" + segment
            index += 1
        }
        guard let expanded = expand(current, context, trail: trail + [text], budget: &budget, depth: depth + 1) else { return nil }
        return Self.relocated(expanded, to: node.location)
    }

    /// `node` with every location set to `location`.
    private static func relocated(_ node: JSONNode, to location: TextLocation) -> JSONNode {
        switch node.value {
        case .object(let object):
            return JSONNode(.object(JSONObject(members: object.members.map {
                JSONMember(key: $0.key, keyLocation: location, value: relocated($0.value, to: location))
            })), at: location)
        case .array(let items):
            return JSONNode(.array(items.map { relocated($0, to: location) }), at: location)
        default:
            return JSONNode(node.value, at: location)
        }
    }

    /// Follows an alias to a token of type `type`.
    private func alias(_ target: String, at node: JSONNode, as type: TokenType, _ context: Context) -> TokenValue? {
        guard declarations[target] != nil else {
            fail(.unresolvedAlias, context, node, "unresolved alias {\(target)}: no token has that path" + suggestion(for: target))
            return nil
        }
        guard let targetType = effectiveType(target) else { return nil }
        guard targetType == type else {
            fail(.typeMismatch, context, node, "{\(target)} is a \(targetType.rawValue) token, but a \(type.rawValue) is needed here")
            return nil
        }
        return resolve(target, context.scheme)
    }

    private func suggestion(for target: String) -> String {
        Self.nearest(to: target, among: declarations.keys).map { " (did you mean {\($0)}?)" } ?? ""
    }

    /// The path of `paths` nearest to `target` in edit distance, if one is within a quarter of
    /// its length (at least 2); ties go to the first in sort order.
    static func nearest(to target: String, among paths: some Sequence<String>) -> String? {
        let limit = max(2, target.count / 4)
        var best: (path: String, distance: Int)?
        for path in paths {
            let distance = editDistance(path, target)
            guard distance <= limit else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.path < path) { continue }
            best = (path, distance)
        }
        return best?.path
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    // MARK: Values

    private func parse(_ node: JSONNode, as type: TokenType, _ context: Context) -> TokenValue? {
        if let target = Self.aliasPath(node) { return alias(target, at: node, as: type, context) }
        switch type {
        case .number:
            return quantity(node, context).flatMap { quantity in
                guard quantity.unit == nil else {
                    fail(.typeMismatch, context, node, "\(quantity) has a unit, but a number has none")
                    return nil
                }
                return .number(quantity.value)
            }
        case .dimension:
            return dimension(node, context).map(TokenValue.dimension)
        case .duration:
            return duration(node, context).map(TokenValue.duration)
        case .color:
            return color(node, context).map { .color(SchemeColor($0)) }
        case .fontFamily:
            return fontFamily(node, context).map(TokenValue.fontFamily)
        case .fontWeight:
            return fontWeight(node, context).map(TokenValue.fontWeight)
        case .cubicBezier:
            return cubicBezier(node, context).map(TokenValue.cubicBezier)
        case .strokeStyle:
            return strokeStyle(node, context).map(TokenValue.strokeStyle)
        case .border:
            return border(node, context).map(TokenValue.border)
        case .transition:
            return transition(node, context).map(TokenValue.transition)
        case .shadow:
            return shadow(node, context).map(TokenValue.shadow)
        case .gradient:
            return gradient(node, context).map(TokenValue.gradient)
        case .typography:
            return typography(node, context).map(TokenValue.typography)
        case .spring:
            return spring(node, context).map(TokenValue.spring)
        case .keyframes:
            return keyframes(node, context).map(TokenValue.keyframes)
        case .dynamicTypeScale:
            return dynamicTypeScale(node, context).map(TokenValue.dynamicTypeScale)
        }
    }

    /// A member of a composite value, typed; aliases allowed.
    private func member(_ object: JSONObject, _ key: String, of owner: JSONNode, as type: TokenType, _ context: Context, required: Bool = true) -> TokenValue? {
        guard let node = object[key] else {
            if required { fail(.invalidValue, context, owner, "missing \"\(key)\" (a \(type.rawValue))") }
            return nil
        }
        return parse(node, as: type, context)
    }

    private func object(_ node: JSONNode, _ type: TokenType, _ context: Context, keys: Set<String>) -> JSONObject? {
        guard case .object(let object) = node.value else {
            fail(.typeMismatch, context, node, "a \(type.rawValue) value is an object, found \(node.value.kindName)")
            return nil
        }
        for member in object.members where !keys.contains(member.key) {
            fail(.invalidValue, context, member.value,
                 "unknown field \"\(member.key)\" in a \(type.rawValue) (expected \(keys.sorted().joined(separator: ", ")))")
            return nil
        }
        return object
    }

    /// A number, a `{value, unit}` object, an alias, or an expression, as a quantity.
    private func quantity(_ node: JSONNode, _ context: Context) -> Quantity? {
        switch node.value {
        case .number(let number):
            return Quantity(value: number.double, unit: nil)
        case .object(let object):
            guard let valueNode = object["value"], case .number(let number) = valueNode.value,
                  let unitNode = object["unit"], let unitName = unitNode.value.stringValue else {
                fail(.invalidValue, context, node, "expected {\"value\": number, \"unit\": string}")
                return nil
            }
            guard object.members.count == 2 else {
                fail(.invalidValue, context, node, "a dimension or duration has only \"value\" and \"unit\"")
                return nil
            }
            guard let unit = Quantity.Unit(rawValue: unitName) else {
                fail(.typeMismatch, context, unitNode, "unknown unit \"\(unitName)\" (dimensions take px or rem, durations ms or s)")
                return nil
            }
            return Quantity(value: number.double, unit: unit)
        case .string(let text):
            if let target = Self.aliasPath(node) {
                return aliasQuantity(target, at: node, context)
            }
            guard TokenExpression.looksLikeExpression(text) || text.contains("{") else {
                fail(.typeMismatch, context, node, "expected a number, found the string \"\(TokenLimits.abbreviated(text))\"")
                return nil
            }
            do {
                return try TokenExpression.evaluate(text) { [self] (path: String) throws(ExpressionFailure) -> Quantity in
                    guard let quantity = aliasQuantity(path, at: node, context) else {
                        throw ExpressionFailure(kind: .alias, message: "")
                    }
                    return quantity
                }
            } catch {
                switch error.kind {
                case .alias: break  // already reported where the alias failed
                case .units: fail(.typeMismatch, context, node, "\"\(TokenLimits.abbreviated(text))\": \(error.message)")
                case .syntax: fail(.badArithmetic, context, node, "bad arithmetic in \"\(TokenLimits.abbreviated(text))\": \(error.message)")
                case .limit: fail(.limitExceeded, context, node, "\"\(TokenLimits.abbreviated(text))\": \(error.message)")
                case .range: fail(.numberOutOfRange, context, node, "\"\(TokenLimits.abbreviated(text))\": \(error.message)")
                }
                return nil
            }
        default:
            fail(.typeMismatch, context, node, "expected a number, found \(node.value.kindName)")
            return nil
        }
    }

    private func aliasQuantity(_ target: String, at node: JSONNode, _ context: Context) -> Quantity? {
        guard declarations[target] != nil else {
            fail(.unresolvedAlias, context, node, "unresolved alias {\(target)}: no token has that path" + suggestion(for: target))
            return nil
        }
        guard let type = effectiveType(target) else { return nil }
        guard [.number, .dimension, .duration].contains(type) else {
            fail(.typeMismatch, context, node, "{\(target)} is a \(type.rawValue) token; arithmetic takes numbers, dimensions and durations")
            return nil
        }
        switch resolve(target, context.scheme) {
        case .number(let value)?: return Quantity(value: value, unit: nil)
        case .dimension(let d)?: return Quantity(value: d.value, unit: Quantity.Unit(rawValue: d.unit.rawValue))
        case .duration(let d)?: return Quantity(value: d.value, unit: Quantity.Unit(rawValue: d.unit.rawValue))
        default: return nil
        }
    }

    private func dimension(_ node: JSONNode, _ context: Context) -> TokenDimension? {
        measured(node, context, TokenDimension.Unit.self, type: .dimension, example: "16").map { TokenDimension($0.value, $0.unit) }
    }

    private func duration(_ node: JSONNode, _ context: Context) -> TokenDuration? {
        measured(node, context, TokenDuration.Unit.self, type: .duration, example: "250").map { TokenDuration($0.value, $0.unit) }
    }

    /// A quantity whose unit must be one of `Unit`'s (px or rem for a dimension, ms or s for a
    /// duration); a bare number is refused with an example of the object form.
    private func measured<Unit: RawRepresentable<String> & CaseIterable>(
        _ node: JSONNode, _ context: Context, _: Unit.Type, type: TokenType, example: String
    ) -> (value: Double, unit: Unit)? {
        let units = Unit.allCases.map(\.rawValue)
        if case .number = node.value {
            let value = node.value.doubleValue.map(NumberText.format) ?? example
            fail(.typeMismatch, context, node, "a \(type.rawValue) needs a unit: write {\"value\": \(value), \"unit\": \"\(units[0])\"}")
            return nil
        }
        guard let quantity = quantity(node, context) else { return nil }
        guard let name = quantity.unit?.rawValue, let unit = Unit(rawValue: name) else {
            fail(.typeMismatch, context, node, "\(quantity) is not a \(type.rawValue) (\(units.joined(separator: " or ")))")
            return nil
        }
        return (quantity.value, unit)
    }

    /// Seconds from a plain number, a duration object, or an alias to a number or duration token.
    private func seconds(_ node: JSONNode, _ context: Context) -> Double? {
        guard let quantity = quantity(node, context) else { return nil }
        switch quantity.unit {
        case nil, .s?: return quantity.value
        case .ms?: return quantity.value / 1000
        default:
            fail(.typeMismatch, context, node, "\(quantity) is not a time (a number of seconds, or ms or s)")
            return nil
        }
    }

    private func plainNumber(_ node: JSONNode, _ context: Context, what: String) -> Double? {
        guard let quantity = quantity(node, context) else { return nil }
        guard quantity.unit == nil else {
            fail(.typeMismatch, context, node, "\(what) is a plain number, found \(quantity)")
            return nil
        }
        return quantity.value
    }

    private func color(_ node: JSONNode, _ context: Context) -> TokenColor? {
        if let target = Self.aliasPath(node) {
            guard case .color(let pair)? = alias(target, at: node, as: .color, context) else { return nil }
            return pair.resolved(for: context.scheme)
        }
        if let text = node.value.stringValue {
            guard let color = Self.hexColor(text) else {
                fail(.invalidValue, context, node, "\"\(text)\" is not a colour: write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} or \"#rrggbb\"")
                return nil
            }
            return color
        }
        guard let object = object(node, .color, context, keys: ["colorSpace", "components", "alpha", "hex"]) else { return nil }
        let spaces = ColorConversion.Space.allCases.map(\.rawValue).joined(separator: ", ")
        guard let spaceNode = object["colorSpace"], let spaceName = spaceNode.value.stringValue else {
            fail(.invalidValue, context, object["colorSpace"] ?? node, "missing \"colorSpace\" (a string: \(spaces))")
            return nil
        }
        guard let space = ColorConversion.Space(rawValue: spaceName) else {
            fail(.invalidValue, context, spaceNode, "unknown colour space \"\(TokenLimits.abbreviated(spaceName))\" (\(spaces))")
            return nil
        }
        let names = space.componentNames
        guard let componentsNode = object["components"], case .array(let items) = componentsNode.value, items.count == 3 else {
            fail(.invalidValue, context, object["components"] ?? node,
                 "\"components\" must be an array of three numbers (\(names.joined(separator: ", ")) in \(spaceName))")
            return nil
        }
        var components: [Double] = []
        for (index, item) in items.enumerated() {
            let value: Double
            switch item.value {
            case .number(let number): value = number.double
            case .string("none"): value = 0  // CSS Color 4: a missing component converts as 0
            case .string(let text) where Self.aliasPath(item) != nil:
                fail(.typeMismatch, context, item,
                     "component \(index + 1) (\(names[index])) is the alias \(TokenLimits.abbreviated(text)); an alias names a whole token, so point at a number inside one with {\"$ref\": \"#/path/to/token/$value/components/\(index)\"}")
                return nil
            default:
                fail(.invalidValue, context, item,
                     "component \(index + 1) (\(names[index])) must be a number or \"none\", found \(item.value.kindName)")
                return nil
            }
            if let range = space.rangeProblem(value, at: index) {
                fail(.componentOutOfRange, context, item,
                     "component \(index + 1) (\(names[index])) is \(NumberText.format(value)), outside \(range) for \(spaceName)")
                return nil
            }
            components.append(value)
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            guard case .number(let number) = alphaNode.value else {
                fail(.invalidValue, context, alphaNode, "\"alpha\" must be a number in [0, 1], found \(alphaNode.value.kindName)")
                return nil
            }
            guard (0...1).contains(number.double) else {
                fail(.componentOutOfRange, context, alphaNode, "alpha is \(number.literal), outside [0, 1]")
                return nil
            }
            alpha = number.double
        }
        let color = ColorConversion.displayable(space, (components[0], components[1], components[2]), alpha: alpha)
        if let hexNode = object["hex"] {
            guard let text = hexNode.value.stringValue, text.count == 7, let stated = Self.hexColor(text) else {
                fail(.invalidValue, context, hexNode, "\"hex\" must be a 6-digit colour like \"#3b82f6\"")
                return nil
            }
            // The fallback is checked where its meaning is exact: the same 8-bit numbers as the
            // components of an sRGB or Display P3 colour. Other spaces are converted exactly, and
            // their fallback is only read for its form.
            if space == .srgb || space == .displayP3 {
                var opaque = color
                opaque.alpha = 1
                if opaque.hex != stated.hex {
                    fail(.invalidValue, context, hexNode, "\"hex\" \(text) does not match the components, which give \(opaque.hex)")
                    return nil
                }
            }
        }
        return color
    }

    static func hexColor(_ text: String) -> TokenColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              let bits = UInt64(text.dropFirst(), radix: 16) else { return nil }
        if text.count == 7 { return TokenColor(rgb: UInt32(bits)) }
        return TokenColor(rgb: UInt32(bits >> 8), alpha: Double(bits & 0xFF) / 255)
    }

    private func fontFamily(_ node: JSONNode, _ context: Context) -> [String]? {
        switch node.value {
        case .string(let name) where !name.isEmpty:
            if let problem = TokenValidation.fontProblem([name]) {
                fail(.invalidValue, context, node, problem)
                return nil
            }
            return [name]
        case .array(let items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard let name = item.value.stringValue, !name.isEmpty else {
                    fail(.invalidValue, context, item, "font family names must be non-empty strings")
                    return nil
                }
                if let problem = TokenValidation.fontProblem([name]) {
                    fail(.invalidValue, context, item, problem)
                    return nil
                }
                names.append(name)
            }
            return names
        default:
            fail(.typeMismatch, context, node, "a fontFamily is a name or a non-empty array of names, found \(node.value.kindName)")
            return nil
        }
    }

    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    private func fontWeight(_ node: JSONNode, _ context: Context) -> Double? {
        switch node.value {
        case .string(let name):
            guard let weight = Self.weightNames[name] else {
                fail(.invalidValue, context, node, "unknown font weight \"\(TokenLimits.abbreviated(name))\" (a number in [1, 1000] or one of \(Self.weightNames.keys.sorted().joined(separator: ", ")))")
                return nil
            }
            return Double(weight)
        case .number(let number):
            guard (1...1000).contains(number.double) else {
                fail(.invalidValue, context, node, "font weight \(number.literal) is outside [1, 1000]")
                return nil
            }
            return number.double
        default:
            fail(.typeMismatch, context, node, "a fontWeight is a number or a name like \"bold\", found \(node.value.kindName)")
            return nil
        }
    }

    private func cubicBezier(_ node: JSONNode, _ context: Context) -> TokenCubicBezier? {
        guard case .array(let items) = node.value, items.count == 4 else {
            fail(.typeMismatch, context, node, "a cubicBezier is an array of four numbers [x1, y1, x2, y2]")
            return nil
        }
        var numbers: [Double] = []
        for item in items {
            guard let value = plainNumber(item, context, what: "a cubicBezier coordinate") else { return nil }
            numbers.append(value)
        }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            fail(.invalidValue, context, items[index],
                 "x\(index / 2 + 1) is \(NumberText.format(numbers[index])); x coordinates must be in 0…1")
            return nil
        }
        return TokenCubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    static let strokeKeywords: Set<String> = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    private func strokeStyle(_ node: JSONNode, _ context: Context) -> TokenStrokeStyle? {
        if let keyword = node.value.stringValue {
            guard Self.strokeKeywords.contains(keyword) else {
                fail(.invalidValue, context, node, "unknown stroke style \"\(keyword)\" (\(Self.strokeKeywords.sorted().joined(separator: ", ")))")
                return nil
            }
            return .keyword(keyword)
        }
        guard let object = object(node, .strokeStyle, context, keys: ["dashArray", "lineCap"]) else { return nil }
        guard let dashNode = object["dashArray"], case .array(let items) = dashNode.value, !items.isEmpty else {
            fail(.invalidValue, context, node, "\"dashArray\" must be a non-empty array of dimensions")
            return nil
        }
        var dashes: [TokenDimension] = []
        for item in items {
            guard case .dimension(let dash)? = parse(item, as: .dimension, context) else { return nil }
            dashes.append(dash)
        }
        guard let capNode = object["lineCap"], let cap = capNode.value.stringValue, ["round", "butt", "square"].contains(cap) else {
            fail(.invalidValue, context, object["lineCap"] ?? node, "\"lineCap\" must be round, butt or square")
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    private func border(_ node: JSONNode, _ context: Context) -> TokenBorder? {
        guard let object = object(node, .border, context, keys: ["color", "width", "style"]),
              case .color(let color)? = member(object, "color", of: node, as: .color, context),
              case .dimension(let width)? = member(object, "width", of: node, as: .dimension, context),
              case .strokeStyle(let style)? = member(object, "style", of: node, as: .strokeStyle, context) else { return nil }
        return TokenBorder(color: color, width: width, style: style)
    }

    private func transition(_ node: JSONNode, _ context: Context) -> TokenTransition? {
        // DTCG 2025.10: duration, delay and timingFunction are all required.
        guard let object = object(node, .transition, context, keys: ["duration", "delay", "timingFunction"]),
              case .duration(let duration)? = member(object, "duration", of: node, as: .duration, context),
              case .duration(let delay)? = member(object, "delay", of: node, as: .duration, context),
              case .cubicBezier(let curve)? = member(object, "timingFunction", of: node, as: .cubicBezier, context) else { return nil }
        return TokenTransition(duration: duration, delay: delay, timingFunction: curve)
    }

    private func shadow(_ node: JSONNode, _ context: Context) -> TokenShadow? {
        let layerNodes: [JSONNode]
        if case .array(let items) = node.value {
            guard !items.isEmpty else {
                fail(.invalidValue, context, node, "a shadow array needs at least one layer")
                return nil
            }
            layerNodes = items
        } else {
            layerNodes = [node]
        }
        var layers: [TokenShadow.Layer] = []
        for layerNode in layerNodes {
            if let target = Self.aliasPath(layerNode) {
                guard case .shadow(let aliased)? = alias(target, at: layerNode, as: .shadow, context) else { return nil }
                layers += aliased.layers
                continue
            }
            guard let object = object(layerNode, .shadow, context, keys: ["color", "offsetX", "offsetY", "blur", "spread", "inset"]),
                  case .color(let color)? = member(object, "color", of: layerNode, as: .color, context),
                  case .dimension(let x)? = member(object, "offsetX", of: layerNode, as: .dimension, context),
                  case .dimension(let y)? = member(object, "offsetY", of: layerNode, as: .dimension, context),
                  case .dimension(let blur)? = member(object, "blur", of: layerNode, as: .dimension, context),
                  case .dimension(let spread)? = member(object, "spread", of: layerNode, as: .dimension, context) else { return nil }
            var inset = false
            if let insetNode = object["inset"] {
                guard case .bool(let flag) = insetNode.value else {
                    fail(.invalidValue, context, insetNode, "\"inset\" must be true or false")
                    return nil
                }
                inset = flag
            }
            layers.append(.init(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset))
        }
        return TokenShadow(layers: layers)
    }

    private func gradient(_ node: JSONNode, _ context: Context) -> TokenGradient? {
        guard case .array(let items) = node.value, !items.isEmpty else {
            fail(.typeMismatch, context, node, "a gradient is a non-empty array of {color, position} stops (or aliases of one-stop gradient tokens)")
            return nil
        }
        var stops: [TokenGradient.Stop] = []
        for item in items {
            // DTCG: a stop may be a reference to a gradient token, which gives one stop (no flattening).
            if let target = Self.aliasPath(item) {
                guard case .gradient(let referenced)? = alias(target, at: item, as: .gradient, context) else { return nil }
                guard referenced.stops.count == 1 else {
                    fail(.invalidValue, context, item,
                         "a stop that is an alias must name a gradient of one stop; {\(target)} has \(referenced.stops.count) stops (arrays are not flattened)")
                    return nil
                }
                stops += referenced.stops
                continue
            }
            guard let object = object(item, .gradient, context, keys: ["color", "position"]),
                  case .color(let color)? = member(object, "color", of: item, as: .color, context) else { return nil }
            guard let positionNode = object["position"] else {
                fail(.invalidValue, context, item, "missing \"position\" (a number in [0, 1], or an alias of a number token)")
                return nil
            }
            guard let position = plainNumber(positionNode, context, what: "a gradient position") else { return nil }
            // DTCG: positions outside 0…1 are treated as clamped.
            stops.append(.init(color: color, position: min(max(position, 0), 1)))
        }
        return TokenGradient(stops: stops)
    }

    private func typography(_ node: JSONNode, _ context: Context) -> TokenTypography? {
        guard let object = object(node, .typography, context, keys: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]),
              case .fontFamily(let family)? = member(object, "fontFamily", of: node, as: .fontFamily, context),
              case .dimension(let size)? = member(object, "fontSize", of: node, as: .dimension, context),
              case .fontWeight(let weight)? = member(object, "fontWeight", of: node, as: .fontWeight, context),
              case .number(let lineHeight)? = member(object, "lineHeight", of: node, as: .number, context) else { return nil }
        var spacing = TokenDimension(0)
        if object["letterSpacing"] != nil {
            guard case .dimension(let value)? = member(object, "letterSpacing", of: node, as: .dimension, context) else { return nil }
            spacing = value
        }
        guard size.value > 0 else {
            fail(.invalidValue, context, object["fontSize"] ?? node, "fontSize must be positive")
            return nil
        }
        guard lineHeight > 0 else {
            fail(.invalidValue, context, object["lineHeight"] ?? node, "lineHeight is a positive ratio to the font size")
            return nil
        }
        return TokenTypography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    private func spring(_ node: JSONNode, _ context: Context) -> TokenSpring? {
        guard let object = object(node, .spring, context, keys: ["response", "dampingFraction", "duration", "bounce"]) else { return nil }
        let response: Double, damping: Double
        if let responseNode = object["response"], let dampingNode = object["dampingFraction"], object["duration"] == nil, object["bounce"] == nil {
            guard let r = seconds(responseNode, context), let z = plainNumber(dampingNode, context, what: "dampingFraction") else { return nil }
            response = r
            damping = z
        } else if let durationNode = object["duration"], let bounceNode = object["bounce"], object["response"] == nil, object["dampingFraction"] == nil {
            guard let d = seconds(durationNode, context), let b = plainNumber(bounceNode, context, what: "bounce") else { return nil }
            guard b > -1, b < 1 else {
                fail(.invalidValue, context, bounceNode, "bounce is \(NumberText.format(b)); it must be greater than -1 and less than 1")
                return nil
            }
            response = d
            damping = b >= 0 ? 1 - b : 1 / (1 + b)
        } else {
            fail(.invalidValue, context, node, "a spring is {\"response\", \"dampingFraction\"} or {\"duration\", \"bounce\"}")
            return nil
        }
        guard response > 0 else {
            fail(.invalidValue, context, node, "the response (duration) must be positive, found \(NumberText.format(response))")
            return nil
        }
        guard damping > 0 else {
            fail(.invalidValue, context, node, "dampingFraction must be positive (an undamped spring never settles), found \(NumberText.format(damping))")
            return nil
        }
        return TokenSpring(response: response, dampingFraction: damping)
    }

    private func keyframes(_ node: JSONNode, _ context: Context) -> TokenKeyframes? {
        guard case .object(let object) = node.value, !object.members.isEmpty else {
            fail(.typeMismatch, context, node, "keyframes are an object of tracks: {\"property\": [keyframe, …]}")
            return nil
        }
        var tracks: [TokenKeyframes.Track] = []
        for member in object.members {
            if let problem = TokenValidation.trackProblem(member.key) {
                fail(.invalidName, context, member.value, problem)
                return nil
            }
            guard case .array(let items) = member.value.value, !items.isEmpty else {
                fail(.invalidValue, context, member.value, "track \"\(member.key)\" must be a non-empty array of keyframes")
                return nil
            }
            var frames: [TokenKeyframes.Keyframe] = []
            for item in items {
                guard let frame = keyframe(item, context) else { return nil }
                frames.append(frame)
            }
            tracks.append(.init(property: member.key, keyframes: frames))
        }
        return TokenKeyframes(tracks: tracks)
    }

    private func keyframe(_ node: JSONNode, _ context: Context) -> TokenKeyframes.Keyframe? {
        guard let object = object(node, .keyframes, context, keys: ["kind", "value", "duration", "spring"]) else { return nil }
        guard let kindNode = object["kind"], let kindName = kindNode.value.stringValue else {
            fail(.invalidValue, context, node, "a keyframe needs \"kind\": linear, spring, cubic or move")
            return nil
        }
        guard let valueNode = object["value"], let value = plainNumber(valueNode, context, what: "a keyframe value"),
              let durationNode = object["duration"], let duration = seconds(durationNode, context) else {
            if object["value"] == nil || object["duration"] == nil {
                fail(.invalidValue, context, node, "a keyframe needs \"value\" and \"duration\"")
            }
            return nil
        }
        guard duration >= 0 else {
            fail(.invalidValue, context, durationNode, "a keyframe duration cannot be negative")
            return nil
        }
        let kind: TokenKeyframes.Kind
        switch kindName {
        case "linear": kind = .linear
        case "cubic": kind = .cubic
        case "move": kind = .move
        case "spring":
            guard case .spring(let spring)? = member(object, "spring", of: node, as: .spring, context) else { return nil }
            kind = .spring(spring)
        default:
            fail(.invalidValue, context, kindNode, "unknown keyframe kind \"\(kindName)\" (linear, spring, cubic, move)")
            return nil
        }
        if kindName != "spring", let springNode = object["spring"] {
            fail(.invalidValue, context, springNode, "only a spring keyframe takes \"spring\"")
            return nil
        }
        return .init(kind, value: value, duration: duration)
    }

    private func dynamicTypeScale(_ node: JSONNode, _ context: Context) -> DynamicTypeScale? {
        guard let object = object(node, .dynamicTypeScale, context, keys: ["textStyle", "sizes"]) else { return nil }
        guard let styleNode = object["textStyle"], let name = styleNode.value.stringValue, let style = DynamicTypeTextStyle(rawValue: name) else {
            fail(.invalidValue, context, object["textStyle"] ?? node,
                 "\"textStyle\" must be one of \(DynamicTypeTextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        guard let sizesNode = object["sizes"], case .object(let sizes) = sizesNode.value else {
            fail(.invalidValue, context, node, "\"sizes\" must be an object from content size category to points")
            return nil
        }
        var values: [Double] = []
        for category in DynamicTypeSize.allCases {
            guard let sizeNode = sizes[category.rawValue] else {
                fail(.invalidValue, context, sizesNode, "missing the size for \(category.rawValue)")
                return nil
            }
            guard let size = plainNumber(sizeNode, context, what: "a Dynamic Type size"), size > 0 else { return nil }
            if let last = values.last, size < last {
                fail(.invalidValue, context, sizeNode, "\(category.rawValue) is \(NumberText.format(size)) pt, smaller than the size before it")
                return nil
            }
            values.append(size)
        }
        if let extra = sizes.members.first(where: { DynamicTypeSize(rawValue: $0.key) == nil }) {
            fail(.invalidValue, context, extra.value, "unknown content size category \"\(extra.key)\"")
            return nil
        }
        return DynamicTypeScale(textStyle: style, sizes: values)
    }

    // MARK: Merging schemes

    /// Light and dark resolutions of one token → one value whose colours are paired.
    static func merge(light: TokenValue, dark: TokenValue) -> TokenValue? {
        let darkColors = dark.schemeColors
        var index = 0
        let merged = light.mappingSchemeColors { color in
            defer { index += 1 }
            return index < darkColors.count ? SchemeColor(light: color.light, dark: darkColors[index].dark) : color
        }
        // Everything but the colours must agree between the two schemes.
        let neutral = SchemeColor(TokenColor(red: 0, green: 0, blue: 0))
        guard darkColors.count == light.schemeColors.count,
              light.mappingSchemeColors({ _ in neutral }) == dark.mappingSchemeColors({ _ in neutral }) else { return nil }
        return merged
    }

    // MARK: Chains and numbers

    /// Before any value is resolved: finds each token's longest alias chain without recursion,
    /// marks the tokens beyond ``TokenLimits/maximumAliasChain`` so that resolution never
    /// follows them, and refuses number literals that a `Double` cannot hold exactly.
    ///
    /// A token's chain counts the aliases its value names (whole, inside composites or inside
    /// arithmetic) down to plain values. The error is reported once, on each token whose chain
    /// is one link too long; the tokens that alias it fail with it, as with any alias whose
    /// target has an error. Links that close a cycle are not counted: the resolver reports the
    /// cycle itself.
    private func checkChainsAndNumbers() {
        var links: [String: [String]] = [:]
        for path in order {
            guard let declaration = declarations[path] else { continue }
            var targets: [String] = []
            var pending = [declaration.value] + (declaration.darkValue.map { [$0] } ?? [])
            while let node = pending.popLast() {
                switch node.value {
                case .object(let object):
                    if let text = object["$ref"]?.value.stringValue, let target = pointerToken(text) { targets.append(target) }
                    pending += object.members.map(\.value)
                case .array(let items): pending += items
                case .string(let text): targets += Self.aliasTargets(in: text).filter { declarations[$0] != nil }
                case .number(let number): checkLiteral(number, at: node, declaration)
                case .bool, .null: break
                }
            }
            var seen: Set<String> = []
            links[path] = targets.filter { seen.insert($0).inserted }
        }
        // Depth-first with an explicit stack: 0 unvisited, 1 on the stack, 2 done.
        var state: [String: Int] = [:]
        var depth: [String: Int] = [:]
        var next: [String: String] = [:]
        for root in order where state[root] == nil {
            var walk: [(path: String, child: Int)] = [(root, 0)]
            state[root] = 1
            while let top = walk.last {
                let children = links[top.path] ?? []
                if top.child < children.count {
                    walk[walk.count - 1].child += 1
                    let child = children[top.child]
                    if state[child] == nil {
                        state[child] = 1
                        walk.append((child, 0))
                    }
                    continue
                }
                var longest = 0
                for child in children where state[child] == 2 {
                    let length = (depth[child] ?? 0) + 1
                    if length > longest {
                        longest = length
                        next[top.path] = child
                    }
                }
                depth[top.path] = longest
                state[top.path] = 2
                walk.removeLast()
            }
        }
        let limit = TokenLimits.maximumAliasChain
        for path in order where (depth[path] ?? 0) > limit {
            tooDeep.insert(path)
            guard depth[path] == limit + 1, let declaration = declarations[path] else { continue }
            var chain = [path]
            while chain.count <= limit + 1, let link = next[chain[chain.count - 1]] { chain.append(link) }
            let shown = chain.count > 5 ? chain.prefix(3).map { "{\($0)}" } + ["…", "{\(chain[chain.count - 1])}"] : chain.map { "{\($0)}" }
            report(.limitExceeded, declaration, declaration.value.location,
                   "follows a chain of \(limit + 1) aliases (\(shown.joined(separator: " → "))); at most \(limit) are followed")
        }
    }

    /// The alias paths named in a string value: the whole `{a.b}`, or each `{…}` in arithmetic.
    private static func aliasTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            targets.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return targets
    }

    /// Refuses a number literal that rounds to zero, is subnormal or lies outside the range.
    private func checkLiteral(_ number: JSONNumber, at node: JSONNode, _ declaration: TokenDeclaration) {
        let mantissa = number.literal.prefix { $0 != "e" && $0 != "E" }
        let problem: String?
        if number.double == 0, mantissa.contains(where: { $0 >= "1" && $0 <= "9" }) {
            problem = "is too small to hold: it would be 0"
        } else {
            problem = TokenLimits.rangeProblem(number.double)
        }
        guard let problem else { return }
        report(.numberOutOfRange, declaration, node.location,
               "the number \(TokenLimits.abbreviated(number.literal, limit: 40)) \(problem); token numbers are 0 or between 1e-15 and 1e15 in magnitude")
        badNumbers.insert(declaration.dottedPath)
        failed.insert(Key(path: declaration.dottedPath, scheme: .light))
        failed.insert(Key(path: declaration.dottedPath, scheme: .dark))
    }

    /// A chain that outgrew the resolver's own guard (only tangled cycles get here).
    private func reportChain(_ path: String, _ declaration: TokenDeclaration) {
        tooDeep.insert(path)
        report(.limitExceeded, declaration, declaration.value.location,
               "follows a chain of more than \(TokenLimits.maximumAliasChain) aliases; at most \(TokenLimits.maximumAliasChain) are followed")
    }

    // MARK: Errors

    private func fail(_ kind: TokenError.Kind, _ context: Context, _ node: JSONNode, _ message: String) {
        var message = message
        if let pointer = referenceSites[ReferenceSite(file: context.file, offset: node.location.offset)], !message.contains("$ref") {
            message += " (in what $ref \"\(TokenLimits.abbreviated(pointer))\" points at)"
        }
        let error = TokenError(kind, path: context.path, file: context.file, location: node.location, message)
        if errorKeys.insert(error.description).inserted { errors.append(error) }
    }

    private func report(_ kind: TokenError.Kind, _ declaration: TokenDeclaration, _ location: TextLocation, _ message: String) {
        let error = TokenError(kind, path: declaration.dottedPath, file: declaration.file, location: location, message)
        if errorKeys.insert(error.description).inserted { errors.append(error) }
    }

    private func reportCycle(_ cycle: [String]) {
        guard let first = cycle.first, let declaration = declarations[first] else { return }
        // One report per cycle, however it was entered.
        let members = Array(Set(cycle)).sorted()
        guard reportedCycles.insert(members).inserted else { return }
        for path in members { failed.insert(Key(path: path, scheme: .light)); failed.insert(Key(path: path, scheme: .dark)) }
        report(.aliasCycle, declaration, declaration.value.location,
               "alias cycle: " + cycle.map { "{\($0)}" }.joined(separator: " → "))
    }
}

extension TokenValue {
    /// Every scheme colour in the value, in a fixed traversal order.
    var schemeColors: [SchemeColor] {
        var colors: [SchemeColor] = []
        _ = mappingSchemeColors { colors.append($0); return $0 }
        return colors
    }

    /// The value with each scheme colour replaced, visited in the order of ``schemeColors``.
    func mappingSchemeColors(_ transform: (SchemeColor) -> SchemeColor) -> TokenValue {
        switch self {
        case .color(let color):
            return .color(transform(color))
        case .border(var border):
            border.color = transform(border.color)
            return .border(border)
        case .shadow(var shadow):
            for index in shadow.layers.indices { shadow.layers[index].color = transform(shadow.layers[index].color) }
            return .shadow(shadow)
        case .gradient(var gradient):
            for index in gradient.stops.indices { gradient.stops[index].color = transform(gradient.stops[index].color) }
            return .gradient(gradient)
        default:
            return self
        }
    }
}
