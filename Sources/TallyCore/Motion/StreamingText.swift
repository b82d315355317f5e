import Foundation

/// Streaming text revealed character by character: characters appear on an injected
/// clock (never a dispatch-queue timer), the reveal is cancelled with its task, a text that
/// is edited rather than extended is shown at once instead of garbled, and under Reduce Motion
/// the whole text appears immediately.
public enum StreamingText {
    /// The texts to show, in order, to go from `displayed` to `target`.
    ///
    /// When `target` extends `displayed`, one more character (grapheme cluster, so emoji and
    /// accented letters stay whole) per frame; when it does not (the text was replaced, edited
    /// or shortened), or under Reduce Motion, just `target`. Empty when nothing changes.
    public static func frames(from displayed: String, to target: String, reduceMotion: Bool) -> [String] {
        guard displayed != target else { return [] }
        guard !reduceMotion, target.hasPrefix(displayed) else { return [target] }
        var frames: [String] = []
        var text = displayed
        for character in target.dropFirst(displayed.count) {
            text.append(character)
            frames.append(text)
        }
        return frames
    }

    /// Shows each frame `interval` apart on `clock`, calling `show` on the main actor; the first
    /// frame after one interval. Returns when done or when the task is cancelled (a newer text
    /// arrived), leaving the last frame shown.
    public static func reveal<C: Clock>(
        from displayed: String, to target: String, interval: C.Duration, clock: C, reduceMotion: Bool,
        show: @MainActor @Sendable (String) -> Void
    ) async {
        let frames = frames(from: displayed, to: target, reduceMotion: reduceMotion)
        if frames.count == 1, let only = frames.first {
            await show(only)
            return
        }
        for frame in frames {
            do {
                try await clock.sleep(for: interval)
            } catch {
                return
            }
            await show(frame)
        }
    }
}
