import Foundation
@_spi(Tally) import TallyCore

/// Writes JSON documents as stable, readable text.
///
/// Guarantees:
/// - The same node always gives the same bytes: two-space indentation, members in their order,
///   `"key": value`, and a final newline.
/// - An array whose elements are all scalars (null, booleans, numbers, strings) is written on one
///   line, `[0.4, 0, 0.2, 1]`, when that whole line (indentation, key and trailing comma
///   included) fits in `maximumLineWidth` columns; otherwise every element gets its own line.
///   Columns are counted in Unicode scalars, so the layout does not depend on the Unicode
///   version's rules for grapheme clusters.
/// - Empty containers are written `{}` and `[]`.
/// - Numbers are written as their `literal`.
/// - Strings escape `"` and `\`, use `\b \f \n \r \t` for those controls and `\uxxxx`
///   (lowercase hex) for every other character a terminal acts on (`VisibleText.needsEscape`:
///   control characters U+0000–U+001F and U+007F–U+009F, bidirectional controls, U+2028 and
///   U+2029), so printed JSON cannot recolour or reorder a terminal; all other characters,
///   non-ASCII included, are written as UTF-8 and `/` is not escaped.
/// - The output parses back with `JSONParser` to a value equal to the input, ignoring
///   locations, provided the input has no duplicate keys and nests at most
///   `JSONParser.maximumDepth` levels deep.
package enum JSONWriter {
    /// The widest line, in Unicode scalars, on which an array of scalars is kept: 100.
    package static let maximumLineWidth = 100

    /// The pretty-printed text of `node`, ending with a newline.
    ///
    /// Works without recursion, so documents of any depth are written without deep call stacks.
    package static func write(_ node: JSONNode) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        var open: [OpenContainer] = []
        writeValue(node.value, level: 0, column: 0, trailing: 0, into: &output, open: &open)
        while !open.isEmpty {
            let last = open.count - 1
            let container = open[last]
            let count = container.isObject ? container.members.count : container.elements.count
            guard container.next < count else {
                // Every element is written: close the container.
                output.append(UInt8(ascii: "\n"))
                appendIndent(container.level, to: &output)
                output.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                open.removeLast()
                continue
            }
            let position = container.next
            open[last].next += 1
            if position > 0 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
            let level = container.level + 1
            appendIndent(level, to: &output)
            var column = 2 * level
            let value: JSONValue
            if container.isObject {
                let member = container.members[position]
                let keyStart = output.count
                JSONStringLiteral.append(member.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                column += scalarCount(output[keyStart...])
                value = member.value.value
            } else {
                value = container.elements[position].value
            }
            let trailing = position == count - 1 ? 0 : 1
            writeValue(value, level: level, column: column, trailing: trailing, into: &output, open: &open)
        }
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// An array or object written over several lines whose elements are not all written yet.
    private struct OpenContainer {
        var isObject: Bool
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        /// The indentation level of the opening line.
        var level: Int
        /// The position of the next element to write.
        var next = 0
    }

    /// Writes `value`, whose first character lands at `column` of a line indented `level` times;
    /// `trailing` is the width of what follows it on the line (1 for a comma). A container that
    /// needs several lines is opened and pushed onto `open` for the caller to finish.
    private static func writeValue(
        _ value: JSONValue, level: Int, column: Int, trailing: Int,
        into output: inout [UInt8], open: inout [OpenContainer]
    ) {
        switch value {
        case .null, .bool, .number, .string:
            appendScalar(value, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            if elements.allSatisfy({ isScalar($0.value) }) {
                var line: [UInt8] = [UInt8(ascii: "[")]
                for (position, element) in elements.enumerated() {
                    if position > 0 { line.append(contentsOf: ", ".utf8) }
                    appendScalar(element.value, to: &line)
                }
                line.append(UInt8(ascii: "]"))
                if column + scalarCount(line) + trailing <= maximumLineWidth {
                    output.append(contentsOf: line)
                    return
                }
            }
            output.append(UInt8(ascii: "["))
            open.append(OpenContainer(isObject: false, elements: elements, level: level))
        case .object(let object):
            if object.members.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            open.append(OpenContainer(isObject: true, members: object.members, level: level))
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool, .number, .string: true
        case .array, .object: false
        }
    }

    private static func appendScalar(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.literal.utf8)
        case .string(let text): JSONStringLiteral.append(text, to: &output)
        case .array, .object: break
        }
    }

    private static func appendIndent(_ level: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// The number of Unicode scalars in well-formed UTF-8 `bytes`.
    private static func scalarCount<C: Collection<UInt8>>(_ bytes: C) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
