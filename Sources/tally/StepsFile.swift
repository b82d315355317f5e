import Foundation
import TallyCore

/// A file of `tally amount type` steps (`--steps-file`): one step a line, each written as a step
/// argument is (`1234,5`, `12<3`, `paste:CHF 1’234.50`, `quick:20`, `currency:JPY`, `value:12.5`,
/// `edit:1,24,567.89`).
///
/// - A line ends at a line feed; a carriage return before it is dropped (CR LF files).
/// - An empty line is skipped, as an empty argument gives no step.
/// - A line whose first character is `#` is a comment and skipped. (A `#` key is refused like any
///   character that is not a key; to replay such a refusal, write it after another key or use
///   another character, such as `?`.)
/// - Everything else is kept as written, spaces included: ` 1` is a space (which, as on a keyboard, changes nothing), then a 1.
/// - The file is UTF-8; at most ``maximumBytes`` bytes are read and at most ``maximumSteps``
///   steps replayed. Arguments and `--steps-file` are not mixed.
enum StepsFile {
    /// The most steps one run replays, from arguments or a file: 100,000.
    static let maximumSteps = 100_000
    /// The most bytes read from a steps file or standard input: 8 MiB (8,388,608).
    static let maximumBytes = 8 * 1024 * 1024

    /// Why a steps file cannot be read: a sentence naming the file or line, its text escaped.
    struct ReadError: Error, CustomStringConvertible {
        /// What is wrong.
        var description: String
    }

    /// The bytes of the file at `path`, at most ``maximumBytes``.
    static func read(_ path: String) throws(ReadError) -> Data {
        do {
            return try FileAccess.system.readFile(path, maximumBytes)
        } catch let error as FileAccessError where error.kind == .tooLarge {
            throw ReadError(description: "\(VisibleText.escaped(path)) is larger than \(grouped(maximumBytes)) bytes, the most read; split it and run once for each part")
        } catch let error as FileAccessError {
            throw ReadError(description: error.description)
        } catch {
            throw ReadError(description: "cannot read \(VisibleText.escaped(path)): \(VisibleText.escaped(String(describing: error)))")
        }
    }

    /// The bytes of standard input up to its end, at most ``maximumBytes``.
    static func readStandardInput() throws(ReadError) -> Data {
        var data = Data()
        let input = FileHandle.standardInput
        while true {
            let chunk: Data?
            do {
                chunk = try input.read(upToCount: 65_536)
            } catch {
                throw ReadError(description: "cannot read standard input: \(VisibleText.escaped(String(describing: error)))")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            // Never more than one chunk past the limit, however much is piped in.
            guard data.count <= maximumBytes else {
                throw ReadError(description: "standard input holds more than \(grouped(maximumBytes)) bytes, the most read; split it and run once for each part")
            }
        }
    }

    /// The steps of `data` with their line numbers (from 1): blank lines and comments left out.
    ///
    /// - Parameter source: The file's name as messages give it ("standard input" for `-`),
    ///   already escaped.
    /// - Throws: ``ReadError`` naming the first line that is not UTF-8 text.
    static func lines(_ data: Data, source: String) throws(ReadError) -> [(number: Int?, text: String)] {
        var lines: [(number: Int?, text: String)] = []
        for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let bytes = line.last == 0x0D ? line.dropLast() : line
            guard let first = bytes.first, first != UInt8(ascii: "#") else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            // Decoding repairs a malformed sequence with U+FFFD: a line that changes is not UTF-8.
            guard text.utf8.elementsEqual(bytes) else {
                throw ReadError(description: "\(source), line \(index + 1): not UTF-8 text (\(VisibleText.escaped(text, limit: 80)))")
            }
            lines.append((index + 1, text))
        }
        return lines
    }

    /// `value` with a comma every three digits (100,000), the same whatever the locale.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
