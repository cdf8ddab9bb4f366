import Foundation

// A text showing a date relative to now (`Text(date, style: .timer)`, `Text(timerInterval:)`) reads the host's
// clock when it is updated, and sets a host timer for the moment its string next changes, which updates it
// again: a countdown ticks at whole seconds of host time, without its view changing. An update before then
// cancels the timer set by the one before, so that one timer at most is pending per text.
extension TextNode: ReevaluatableNode {
    func evaluate(transaction: Transaction) {
        guard let (text, resolved) = live else { return }
        var context = resolved
        context.transaction = transaction
        update(text, context: context)
    }

    /// `text` as it reads now: a live date's reading on the host's clock, in the text itself or in the parts
    /// joined into it (`Text("Ends in ") + Text(end, style: .timer)`, or interpolated), with a wake-up set for
    /// the next moment one of them changes.
    func currentReading(of text: Text, context: ResolveContext) -> Text {
        liveWake.cancel(in: graph)
        let isLive = { (part: Text) in part.liveDate?.isLive == true }
        guard text.segments?.contains(where: isLive) ?? isLive(text) else {
            live = nil
            return text
        }
        live = (text, context)
        let now = graph.date
        var nextChange: TimeInterval?
        func read(_ part: Text) -> Text {
            guard let date = part.liveDate, date.isLive else { return part }
            if let delay = date.nextChange(after: now) { nextChange = min(nextChange ?? delay, delay) }
            var reading = part
            reading.string = date.string(at: now)
            return reading
        }
        var reading = text
        if let segments = text.segments {
            let parts = segments.map(read)
            reading.segments = parts
            reading.string = parts.map(\.string).joined()
        } else {
            reading = read(text)
        }
        if let delay = nextChange {
            // On the millisecond grid of host time, so that a change due at a whole second runs in its frame.
            let due = ((graph.time + delay) * 1e3).rounded() / 1e3
            liveWake.set(self, at: due)
        }
        return reading
    }
}
