import Foundation
import Testing
import Flipbook
@testable import FlipbookTools

@Suite struct AnimationExpressionTests {
    @Test(arguments: [
        (".bouncy", Animation.bouncy),
        ("Animation.easeIn", .easeIn),
        (".default", .default),
        (".spring", .spring),
        (".spring()", .spring(duration: 0.5, bounce: 0)),
        (".spring(response: 0.5, dampingFraction: 0.6)", .spring(response: 0.5, dampingFraction: 0.6)),
        (".spring(response: 0.5, dampingFraction: 0.6).delay(0.1)", .spring(response: 0.5, dampingFraction: 0.6).delay(0.1)),
        (".spring(duration: 0.8, bounce: 0.2, blendDuration: 0.1)", .spring(duration: 0.8, bounce: 0.2, blendDuration: 0.1)),
        (".spring(Spring(duration: 0.5, bounce: 0.3))", .spring(Spring(duration: 0.5, bounce: 0.3))),
        (".spring(.snappy)", .spring(.snappy)),
        (".spring(Spring.bouncy(duration: 1))", .spring(.bouncy(duration: 1))),
        (".spring(Spring(mass: 2, stiffness: 100, damping: 10))", .spring(Spring(mass: 2, stiffness: 100, damping: 10))),
        (".easeInOut(duration: 1).repeatCount(3)", .easeInOut(duration: 1).repeatCount(3)),
        (".linear(duration: 2).repeatCount(2, autoreverses: false)", .linear(duration: 2).repeatCount(2, autoreverses: false)),
        (".linear.repeatForever(autoreverses: false).speed(2)", .linear.repeatForever(autoreverses: false).speed(2)),
        (".timingCurve(0.1, 0.7, 0.3, 1)", .timingCurve(0.1, 0.7, 0.3, 1)),
        (".timingCurve(0.1, 0.7, 0.3, 1, duration: 2)", .timingCurve(0.1, 0.7, 0.3, 1, duration: 2)),
        (".timingCurve(.circularEaseOut, duration: 1)", .timingCurve(.circularEaseOut, duration: 1)),
        (".timingCurve(UnitPoint(x: 0.2, y: 0), .center)", .timingCurve(UnitPoint(x: 0.2, y: 0), .center)),
        (".timingCurve(UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 0.5, y: 1)), duration: 1)",
         .timingCurve(.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 0.5, y: 1)), duration: 1)),
        (".interactiveSpring", .interactiveSpring),
        (".interactiveSpring(response: 0.2)", .interactiveSpring(response: 0.2)),
        (".interactiveSpring(duration: 0.3, extraBounce: 0.1)", .interactiveSpring(duration: 0.3, extraBounce: 0.1)),
        (".interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(stiffness: 170, damping: 15)),
        (".interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 1)", .interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 1)),
        (".smooth(duration: 1, extraBounce: 0.1)", .smooth(duration: 1, extraBounce: 0.1)),
        (".snappy(extraBounce: -0.1)", .snappy(extraBounce: -0.1)),
        (".bouncy.logicallyComplete(after: 0.2)", .bouncy.logicallyComplete(after: 0.2)),
        ("  .easeOut ( duration : 1e-1 ) . delay ( -0 ) ", .easeOut(duration: 0.1).delay(0)),
    ])
    func parsesLikeSwift(source: String, expected: Animation) throws {
        #expect(try AnimationExpression.parse(source) == expected)
    }

    func failure(_ source: String) -> ExpressionError? {
        do { _ = try AnimationExpression.parse(source); return nil } catch { return error as? ExpressionError }
    }

    @Test func unknownNamesSuggestTheNearest() throws {
        let error = try #require(failure(".sprng(response: 0.5)"))
        #expect(error.offset == 1)
        #expect(error.message.contains("unknown animation 'sprng'; did you mean 'spring'?"))
        #expect(error.message.contains("bouncy, default, easeIn"), "lists what is valid")
        let modifier = try #require(failure(".easeIn.dellay(1)"))
        #expect(modifier.offset == 8)
        #expect(modifier.message.contains("did you mean 'delay'?"))
    }

    @Test func misspeltLabelsSuggestTheParameter() throws {
        let error = try #require(failure(".spring(response: 0.5, dampingFracton: 0.6)"))
        #expect(error.offset == 23)
        #expect(error.message.contains("did you mean 'dampingFraction:'?"))
    }

    @Test func syntaxErrorsPointAtTheCharacter() throws {
        let unclosed = try #require(failure(".easeIn.delay(0.2"))
        #expect(unclosed.offset == 17)
        #expect(unclosed.message.contains("expected ',' or ')'"))
        let stray = try #require(failure(".easeIn)"))
        #expect(stray.offset == 7)
        let noDot = try #require(failure("bouncy"))
        #expect(noDot.message.contains("'.bouncy'"))
        let modifierAlone = try #require(failure(".delay(1)"))
        #expect(modifierAlone.message.contains("'delay' is a modifier"))
        let needsArguments = try #require(failure(".easeIn.delay"))
        #expect(needsArguments.message.contains("needs arguments"))
        let wrongKind = try #require(failure(".linear.repeatForever(autoreverses: 1)"))
        #expect(wrongKind.message.contains("true or false"))
        let fractional = try #require(failure(".linear.repeatCount(1.5)"))
        #expect(fractional.message.contains("integer"))
        #expect(failure("") != nil)
    }

    @Test func errorsPrintACaretUnderTheOffendingCharacter() throws {
        let error = try #require(failure(".easeIn(durtion: 1)"))
        let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1] == "  .easeIn(durtion: 1)")
        #expect(lines[2] == "  " + String(repeating: " ", count: error.offset) + "^")
        #expect(error.offset == 8)
    }
}
