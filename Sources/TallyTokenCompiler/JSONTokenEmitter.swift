import Foundation
import TallyCore

/// Writes resolved tokens as a DTCG document: the same groups, every alias replaced by its
/// value, every expression evaluated, dark values under `$extensions.app.tally.modes.dark`, and
/// Tally's extension types under `$extensions.app.tally`. The output is itself valid token
/// source: compiling it gives the same values.
enum JSONTokenEmitter {
    private final class Group {
        var members: [(String, Entry)] = []
        enum Entry {
            case group(Group)
            case token(ResolvedToken)
        }
        func group(_ name: String) -> Group {
            for case (let key, .group(let existing)) in members where key == name { return existing }
            let created = Group()
            members.append((name, .group(created)))
            return created
        }
    }

    static func emit(_ tokens: [ResolvedToken]) -> String {
        let root = Group()
        for token in tokens {
            var group = root
            for component in token.pathComponents.dropLast() { group = group.group(component) }
            group.members.append((token.pathComponents.last ?? token.path, .token(token)))
        }
        return JSONWriter.write(node(root))
    }

    private static func node(_ group: Group) -> JSONNode {
        .object(group.members.map { name, entry in
            switch entry {
            case .group(let child): (name, node(child))
            case .token(let token): (name, node(token))
            }
        })
    }

    private static func node(_ token: ResolvedToken) -> JSONNode {
        var members: [(String, JSONNode)] = []
        var tally: [(String, JSONNode)] = []
        let light = value(token.value, scheme: .light)
        if token.type.isExtension {
            tally.append(("$type", .string(token.type.rawValue)))
            tally.append(("$value", light))
        } else {
            members.append(("$type", .string(token.type.rawValue)))
            members.append(("$value", light))
        }
        if let description = token.description { members.append(("$description", .string(description))) }
        if let deprecated = token.deprecated { members.append(("$deprecated", deprecated.isEmpty ? .bool(true) : .string(deprecated))) }
        if token.value.variesByScheme {
            tally.append(("modes", .object([("dark", value(token.value, scheme: .dark))])))
        }
        if case .typography(let typography) = token.value, let style = typography.textStyle {
            tally.append(("textStyle", .string(style.rawValue)))
        }
        if !tally.isEmpty {
            members.append(("$extensions", .object([(tallyExtensionNamespace, .object(tally))])))
        }
        return .object(members)
    }

    private static func number(_ value: Double) -> JSONNode { .number(value) }

    private static func value(_ value: TokenValue, scheme: TokenColorScheme) -> JSONNode {
        switch value {
        case .color(let color): self.color(color.resolved(for: scheme))
        case .dimension(let d): dimension(d)
        case .number(let n): number(n)
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
        case .fontWeight(let weight): number(Double(weight))
        case .duration(let d): duration(d)
        case .cubicBezier(let c): cubicBezier(c)
        case .strokeStyle(let style): strokeStyle(style)
        case .border(let b):
            .object([("color", color(b.color.resolved(for: scheme))), ("width", dimension(b.width)), ("style", strokeStyle(b.style))])
        case .transition(let t):
            .object([("duration", duration(t.duration)), ("delay", duration(t.delay)), ("timingFunction", cubicBezier(t.timingFunction))])
        case .shadow(let shadow):
            shadowNode(shadow, scheme: scheme)
        case .gradient(let g):
            .array(g.stops.map { .object([("color", color($0.color.resolved(for: scheme))), ("position", number($0.position))]) })
        case .typography(let t):
            .object([
                ("fontFamily", .array(t.fontFamily.map { .string($0) })), ("fontSize", dimension(t.fontSize)),
                ("fontWeight", number(Double(t.fontWeight))), ("letterSpacing", dimension(t.letterSpacing)),
                ("lineHeight", number(t.lineHeight)),
            ])
        case .spring(let s): spring(s)
        case .keyframes(let k):
            .object(k.tracks.map { track in
                (track.property, .array(track.keyframes.map(keyframe)))
            })
        case .dynamicTypeScale(let scale):
            .object([
                ("textStyle", .string(scale.textStyle.rawValue)),
                ("sizes", .object(DynamicTypeSize.allCases.map { ($0.rawValue, number(scale.size(at: $0))) })),
            ])
        }
    }

    private static func shadowNode(_ shadow: TokenShadow, scheme: TokenColorScheme) -> JSONNode {
        let layers: [JSONNode] = shadow.layers.map { layer in
            var fields: [(String, JSONNode)] = [
                ("color", color(layer.color.resolved(for: scheme))), ("offsetX", dimension(layer.offsetX)),
                ("offsetY", dimension(layer.offsetY)), ("blur", dimension(layer.blur)), ("spread", dimension(layer.spread)),
            ]
            if layer.inset { fields.append(("inset", .bool(true))) }
            return .object(fields)
        }
        return layers.count == 1 ? layers[0] : .array(layers)
    }

    private static func keyframe(_ frame: TokenKeyframes.Keyframe) -> JSONNode {
        var fields: [(String, JSONNode)]
        switch frame.kind {
        case .linear: fields = [("kind", .string("linear"))]
        case .cubic: fields = [("kind", .string("cubic"))]
        case .move: fields = [("kind", .string("move"))]
        case .spring: fields = [("kind", .string("spring"))]
        }
        fields.append(("value", number(frame.value)))
        fields.append(("duration", number(frame.duration)))
        if case .spring(let s) = frame.kind { fields.append(("spring", spring(s))) }
        return .object(fields)
    }

    private static func spring(_ s: TokenSpring) -> JSONNode {
        .object([("response", number(s.response)), ("dampingFraction", number(s.dampingFraction))])
    }

    private static func color(_ c: TokenColor) -> JSONNode {
        var opaque = c
        opaque.alpha = 1
        return .object([
            ("colorSpace", .string(c.colorSpace.rawValue)),
            ("components", .array([number(c.red), number(c.green), number(c.blue)])),
            ("alpha", number(c.alpha)),
            ("hex", .string(opaque.hex)),
        ])
    }

    private static func dimension(_ d: TokenDimension) -> JSONNode {
        .object([("value", number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    private static func duration(_ d: TokenDuration) -> JSONNode {
        .object([("value", number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    private static func cubicBezier(_ c: TokenCubicBezier) -> JSONNode {
        .array([number(c.x1), number(c.y1), number(c.x2), number(c.y2)])
    }

    private static func strokeStyle(_ style: TokenStrokeStyle) -> JSONNode {
        switch style {
        case .keyword(let keyword): .string(keyword)
        case .dashes(let dashes, let cap): .object([("dashArray", .array(dashes.map(dimension))), ("lineCap", .string(cap))])
        }
    }
}
