import Foundation

/// The two ways DTCG 2025.10 writes a reference: a token path in braces (`{color.blue}`) and
/// an RFC 6901 JSON Pointer in a URI fragment (`#/color/blue/$value/components/0`).
enum TokenReference {
    /// The names of a JSON Pointer written as a fragment of this document (`#/a/b`): the text
    /// after `#` percent-decoded (RFC 6901 §6), split at `/`, then `~1` read as `/` and `~0` as
    /// `~`. `#` alone is the document itself (no names). On failure, why.
    static func pointerSegments(_ text: String) -> Result<[String], ReferenceProblem> {
        guard text.hasPrefix("#") else {
            return .failure(ReferenceProblem("must be a pointer into the token files, starting with \"#/\" (another document cannot be read)"))
        }
        guard let fragment = String(text.dropFirst()).removingPercentEncoding else {
            return .failure(ReferenceProblem("has a '%' that does not start a percent-encoded UTF-8 character"))
        }
        if fragment.isEmpty { return .success([]) }
        guard fragment.hasPrefix("/") else {
            return .failure(ReferenceProblem("must start with \"#/\": a JSON Pointer is \"/\" and a name, for each name"))
        }
        var segments: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var index = raw.startIndex
            while index < raw.endIndex {
                let character = raw[index]
                if character == "~" {
                    let next = raw.index(after: index)
                    guard next < raw.endIndex, raw[next] == "0" || raw[next] == "1" else {
                        return .failure(ReferenceProblem("has a '~' not followed by 0 or 1 (\"~0\" stands for '~', \"~1\" for '/')"))
                    }
                    segment.append(raw[next] == "0" ? "~" : "/")
                    index = raw.index(after: next)
                } else {
                    segment.append(character)
                    index = raw.index(after: index)
                }
            }
            segments.append(segment)
        }
        return .success(segments)
    }

    /// The group or token path an `$extends` names: `{a.b}` or the pointer `#/a/b`.
    static func groupPath(_ text: String) -> Result<[String], ReferenceProblem> {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("{"), !inner.contains("}") else {
                return .failure(ReferenceProblem("must name one group, as \"{group.path}\" or \"#/group/path\""))
            }
            return .success(inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
        if text.hasPrefix("#") { return pointerSegments(text) }
        return .failure(ReferenceProblem("must name a group, as \"{group.path}\" or \"#/group/path\""))
    }

    /// `segments` written back as a pointer, escaped: `["a", "b/c"]` → `#/a/b~1c`.
    static func pointer(_ segments: [String]) -> String {
        "#" + segments.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}

/// Why a reference cannot be read, in words to follow its construct's name.
struct ReferenceProblem: Error, Sendable, Hashable {
    var message: String
    init(_ message: String) { self.message = message }
}
