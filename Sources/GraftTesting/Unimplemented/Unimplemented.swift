/// Reports a call to an endpoint that has no implementation, then returns a placeholder so the test goes on.
///
/// Use it inside an endpoint that must return a value and cannot throw:
///
/// ```swift
/// let auth = AuthService(
///     signIn: unimplemented("AuthService.signIn"),
///     signOut: { unimplemented("AuthService.signOut", placeholder: ()) },
///     currentSession: { unimplemented("AuthService.currentSession", placeholder: nil) }
/// )
/// ```
///
/// Under a test, the call is recorded as a failure of that test, with Swift Testing or XCTest, naming the endpoint.
/// Outside tests, the program stops with the same message.
///
/// - Parameters:
///   - endpoint: The endpoint, as `Type.member`, such as `AuthService.currentSession`.
///   - placeholder: The value to return once the failure is reported.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The placeholder.
public func unimplemented<Value>(
    _ endpoint: String,
    placeholder: @autoclosure () -> Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Value {
    reportUnimplemented(endpoint, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return placeholder()
}

/// Reports a call to an endpoint that has no implementation, then throws, so the code under test takes its error
/// path.
///
/// Use it inside a throwing endpoint: `fetchLandmarks: { try unimplemented("LandmarkService.fetchLandmarks") }`.
///
/// - Parameters:
///   - endpoint: The endpoint, as `Type.member`, such as `LandmarkService.fetchLandmarks`.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Throws: ``UnimplementedEndpointError``, always, once the failure is reported.
public func unimplemented(
    _ endpoint: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws(UnimplementedEndpointError) -> Never {
    throw reportUnimplemented(
        endpoint, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Makes an endpoint that, each time it is called, reports the call as unimplemented and throws.
///
/// The endpoint takes any arguments and fits any closure that throws `any Error`, synchronous or `async`, so a
/// closure-based service's unimplemented variant names each endpoint once:
///
/// ```swift
/// let landmarks = LandmarkService(
///     fetchLandmarks: unimplemented("LandmarkService.fetchLandmarks"),
///     fetchLandmark: unimplemented("LandmarkService.fetchLandmark")
/// )
/// ```
///
/// The failure's location is where the endpoint was made, which names the variant in use. An endpoint with typed
/// throws, such as `throws(FetchError)`, cannot throw ``UnimplementedEndpointError``; give it the error to throw
/// with `unimplemented(_:throwing:)`.
///
/// - Parameters:
///   - endpoint: The endpoint, as `Type.member`.
///   - fileID: The file where the endpoint is made, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line where the endpoint is made.
///   - column: The column where the endpoint is made.
/// - Returns: An endpoint that reports and throws ``UnimplementedEndpointError`` when called.
public func unimplemented<each Argument, Value>(
    _ endpoint: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Value {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) throws -> Value in
        throw reportUnimplemented(endpoint, at: callSite)
    }
}

/// Makes an endpoint with typed throws that, each time it is called, reports the call as unimplemented and throws
/// the error you give.
///
/// For endpoints declared `throws(SomeError)`, which cannot throw ``UnimplementedEndpointError``:
///
/// ```swift
/// struct CatalogClient: Sendable {
///     var fetch: @Sendable (_ id: Int) async throws(FetchError) -> Item
/// }
///
/// let client = CatalogClient(fetch: unimplemented("CatalogClient.fetch", throwing: FetchError.unavailable))
/// ```
///
/// - Parameters:
///   - endpoint: The endpoint, as `Type.member`.
///   - error: The error to throw after each reported call; evaluated on each call.
///   - fileID: The file where the endpoint is made, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line where the endpoint is made.
///   - column: The column where the endpoint is made.
/// - Returns: An endpoint that reports and throws `error` when called.
public func unimplemented<each Argument, Value, Failure: Error>(
    _ endpoint: String,
    throwing error: @autoclosure @escaping @Sendable () -> Failure,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> Value {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) throws(Failure) -> Value in
        reportUnimplemented(endpoint, at: callSite)
        throw error()
    }
}

/// Reports a call to an endpoint that has no implementation, then throws the error you give.
///
/// Use it inside a closure with typed throws:
///
/// ```swift
/// { () throws(FetchError) in try unimplemented("CatalogClient.fetch", throwing: FetchError.unavailable) }
/// ```
///
/// - Parameters:
///   - endpoint: The endpoint, as `Type.member`.
///   - error: The error to throw once the failure is reported.
///   - fileID: The file of the call, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Throws: `error`, always, once the failure is reported.
public func unimplemented<Failure: Error>(
    _ endpoint: String,
    throwing error: @autoclosure () -> Failure,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws(Failure) -> Never {
    reportUnimplemented(endpoint, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    throw error()
}

/// Makes an endpoint that, each time it is called, reports the call as unimplemented and returns a placeholder.
///
/// For endpoints that cannot throw, synchronous or `async`:
/// `signOut: unimplemented("AuthService.signOut", placeholder: ())`.
///
/// - Parameters:
///   - endpoint: The endpoint, as `Type.member`.
///   - placeholder: The value to return after each reported call; evaluated on each call.
///   - fileID: The file where the endpoint is made, for the failure's location.
///   - filePath: The full path of that file, for XCTest.
///   - line: The line where the endpoint is made.
///   - column: The column where the endpoint is made.
/// - Returns: An endpoint that reports and returns the placeholder when called.
public func unimplemented<each Argument, Value>(
    _ endpoint: String,
    placeholder: @autoclosure @escaping @Sendable () -> Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (repeat each Argument) -> Value {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { (_: repeat each Argument) -> Value in
        reportUnimplemented(endpoint, at: callSite)
        return placeholder()
    }
}

/// Reports a call to `endpoint` as unimplemented.
///
/// - Parameters:
///   - endpoint: The endpoint that was called.
///   - callSite: Where the unimplemented endpoint was made or called.
/// - Returns: The error naming the endpoint, for the variants that throw it.
@discardableResult
private func reportUnimplemented(_ endpoint: String, at callSite: CallSite) -> UnimplementedEndpointError {
    let error = UnimplementedEndpointError(endpoint: endpoint)
    reportFailure(error.description, at: callSite)
    return error
}
