// A test target that imports GraftTesting needs Graft's types in every file that uses the helpers.
@_exported public import Graft
