import Foundation

extension Animation {
    /// Waits `delay` seconds (showing the start value) before running.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(animation: self, delay: delay))
    }

    /// Runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(animation: self, speed: speed))
    }

    /// Plays `repeatCount` times; with `autoreverses` every other pass runs backwards (each pass counts).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats for as long as the animated value lives.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion after `duration` seconds, if the animation has not already completed.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(animation: self, duration: duration))
    }
}
