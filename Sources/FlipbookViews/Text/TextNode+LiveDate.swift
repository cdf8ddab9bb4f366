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

    /// What `text` shows now: a live date's reading on the host's clock, or the text's own string. A date joined
    /// to other text with `+` keeps the reading it was made with.
    func currentString(of text: Text, context: ResolveContext) -> String {
        cancelLiveWake()
        guard let date = text.liveDate, date.isLive, text.segments == nil else {
            live = nil
            return text.string
        }
        live = (text, context)
        let now = graph.date
        if let delay = date.nextChange(after: now) {
            // On the millisecond grid of host time, so that a change due at a whole second runs in its frame.
            let due = ((graph.time + delay) * 1e3).rounded() / 1e3
            liveWake = graph.mainQueue.schedule(at: due) { [weak self] in
                guard let self, !self.isRemoved else { return }
                self.liveWake = nil
                self.graph.inbox.record(owner: self, transaction: Transaction()) {}
            }
        }
        return date.string(at: now)
    }
}

extension TextNode {
    /// Cancels the wake-up of a live date that is no longer shown.
    func cancelLiveWake() {
        guard let wake = liveWake else { return }
        graph.mainQueue.cancel(wake)
        liveWake = nil
    }
}
